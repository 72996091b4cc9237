/**
 * @wallet-kit/embed as an ES module (`dist/wallet-kit.mjs`): importing it does what the script tag
 * does, and `WalletKit` is the page's one copy (the script tag's, when the page also has it).
 *
 * @example import { WalletKit } from '@wallet-kit/embed'; await WalletKit.ready;
 */
import { installWalletKit } from './install.js';

export type * from './types.js';

/** The page's `WalletKit`: mount widgets, register languages; its custom elements are defined. */
export const WalletKit = installWalletKit();
export default WalletKit;
