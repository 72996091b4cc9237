/**
 * wallet-kit.agents.js: the agents area’s widget (AgentActions) for the elements wallet-kit.js defines. build.mjs takes everything
 * wallet-kit.js already holds from it.
 */
import type { ComponentType } from 'react';
import { AgentActions } from '@wallet-kit/react/agents';
import { agentCalls } from '../../../../client/src/agents.js';
import agentStyles from '@wallet-kit/react/styles.css?inline&area=agents';
import { addWidgetStyles } from '../../styles.js';
import { provideClientCalls } from '../client-calls.js';
import { registerArea } from '../runtime.js';

const widget = (component: unknown) => component as ComponentType<never>;

addWidgetStyles(agentStyles);
provideClientCalls('agents', agentCalls as never);
registerArea('agents', { AgentActions: widget(AgentActions) });
