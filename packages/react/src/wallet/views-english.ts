import { walletArea } from './area.js';
import { enViews } from './messages/en-views.js';

/**
 * The English of the views that load on demand, added to the area when one of them first loads. A named
 * call each view makes at its module's top: the package declares no side effects, so a bare call in a
 * module whose bindings nobody reads would be dropped by a bundler.
 */
export function addViewsEnglish(): void {
  walletArea.addEnglish(enViews);
}
