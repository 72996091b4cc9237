/**
 * wallet-kit.invitations.js: the invitations area’s widget (InvitationClaim) for the elements wallet-kit.js defines. build.mjs takes everything
 * wallet-kit.js already holds from it.
 */
import type { ComponentType } from 'react';
import { InvitationClaim } from '@wallet-kit/react/invitations';
import { invitationCalls } from '../../../../client/src/invitations.js';
import { provideClientCalls } from '../client-calls.js';
import { registerArea } from '../runtime.js';

const widget = (component: unknown) => component as ComponentType<never>;

provideClientCalls('invitations', invitationCalls as never);
registerArea('invitations', { InvitationClaim: widget(InvitationClaim) });
