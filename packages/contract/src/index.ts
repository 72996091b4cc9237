/**
 * @wallet-kit/contract: the service's API as the kit covers it. `paths` and `components` are
 * generated from openapi.yaml (`npm run contract`); the document itself is `@wallet-kit/contract/openapi.yaml`.
 *
 * @example
 * import type { components } from '@wallet-kit/contract';
 * type Quote = components['schemas']['Quote'];
 *
 * @packageDocumentation
 */
/**
 * The document's types, generated: `paths` (each route's parameters, bodies and answers), `components` (its schemas,
 * e.g. `components['schemas']['Quote']`) and `operations` (each operation by its operationId).
 */
export type { paths, components, operations } from './generated.js';

import type { components } from './generated.js';

/** A schema of the contract by name: `Schema<'AuthSession'>`. */
export type Schema<Name extends keyof components['schemas']> = components['schemas'][Name];
