/**
 * wallet-kit.cards.js: the cards area's widgets (Card, CardControls, CardActivity) and the client's
 * calls they make, for the elements wallet-kit.js defines. build.mjs takes everything wallet-kit.js
 * already holds from it.
 */
import type { ComponentType } from 'react';
import { CardActivity, CardControls, CardDetails } from '@wallet-kit/react/cards';
import { cardCalls } from '../../../../client/src/cards.js';
import cardStyles from '@wallet-kit/react/styles.css?inline&area=cards';
import { addWidgetStyles } from '../../styles.js';
import { provideClientCalls } from '../client-calls.js';
import { registerArea } from '../runtime.js';

const widget = (component: unknown) => component as ComponentType<never>;

addWidgetStyles(cardStyles);
provideClientCalls('cards', cardCalls as never);
registerArea('cards', { Card: widget(CardDetails), CardControls: widget(CardControls), CardActivity: widget(CardActivity) });
