export { sandboxRoutes } from './routes.js';
export { SCENARIO_KEYS, advanceClock, audit, fundAccount } from './controls.js';
