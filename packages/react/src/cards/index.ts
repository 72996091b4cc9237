/**
 * @wallet-kit/react/cards: a card's face and details behind a step-up (`CardDetails`), its settings
 * (`CardControls`), and its activity (`CardActivity`), with their headless hooks and stores. Its
 * messages load with it, each language as a chunk of its own.
 *
 * @packageDocumentation
 */
export { Card, CardDetails, useCard, type CardProps, type UseCardOptions } from './Card.js';
export { CardControls, useCardControls, type CardControlsProps, type UseCardControlsOptions } from './CardControls.js';
export { CardActivity, useCardActivity, type CardActivityProps, type UseCardActivityOptions } from './CardActivity.js';
export { createCardFlow, canReveal, DEFAULT_REVEAL_MS, type CardController, type CardFlowOptions, type CardHeld, type CardDetailsState, type CardState, type CardStep } from './card-store.js';
export { createCardControls, type CardControlsController, type CardControlsOptions, type CardControlsState, type CardControlsStep } from './card-controls-store.js';
export { createCardActivity, type CardActivityController, type CardActivityHeld, type CardActivityOptions, type CardActivityState, type CardActivityStep } from './card-activity-store.js';
export { cardsArea } from './area.js';
export type { CardActivityApi, CardApi, CardControlsApi } from './api.js';
export type { CardsMessageId, CardsMessages } from './messages/en.js';
