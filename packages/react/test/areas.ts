import { agentsArea } from '../src/agents/area.js';
import type { Area, AreaMessages } from '../src/areas/define-area.js';
import { cardsArea } from '../src/cards/area.js';
import { invitationsArea } from '../src/invitations/area.js';
import { onboardingArea } from '../src/onboarding/area.js';
import { payeesArea } from '../src/payees/area.js';
import { walletArea } from '../src/wallet/area.js';
import { enViews } from '../src/wallet/messages/en-views.js';

// The wallet's on-demand views bring their English with them (src/wallet/lazy-views.ts): the checks see it all.
walletArea.addEnglish(enViews);

/**
 * Every widget area, for the catalog checks (src/areas/area-catalogs.test.ts) and Storybook. A new
 * area adds its one line here.
 */
export const AREAS: readonly Area<AreaMessages>[] = [cardsArea, onboardingArea, payeesArea, invitationsArea, agentsArea, walletArea] as unknown as Area<AreaMessages>[];
