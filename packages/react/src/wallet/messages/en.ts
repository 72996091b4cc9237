import { enCore } from './en-core.js';
import { enViews } from './en-views.js';

/**
 * The wallet area's messages in English, the source catalog: every other language of the area carries
 * every id (area-catalogs.test.ts checks it). Generic words (Loading, Close, Try again, statuses, the
 * quote's terms) come from the widgets' own catalog.
 */
export const en = { ...enCore, ...enViews } as const;

/** The id of a message of the wallet area. */
export type WalletMessageId = keyof typeof en;

/** A catalog of the wallet area: every id, in one language. */
export type WalletMessages = Readonly<Record<WalletMessageId, string>>;
