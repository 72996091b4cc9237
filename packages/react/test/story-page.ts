import { expect } from 'vitest';
import type { EngineBrowser, TestPage } from '../../../test/harness/engines/index.js';
import { useWorldPage } from './world-page.js';

const PAGE = 'packages/react/test/stories.html';

export interface StoryPage {
  /** A new tab of `browser` at `viewport`, showing `story` (`<file under src>#<export>`) once its play function ended. */
  show(browser: EngineBrowser, story: string, viewport: { width: number; height: number }): Promise<TestPage>;
}

/**
 * Storybook's stories one at a time outside Storybook (test/stories-page.tsx), from a build of the page made once
 * for the calling file (call it at the file's top level), not a dev server: a dev server compiles the stories on
 * the first visit, and a cold one made the first engine wait past its timeout.
 */
export function useStoryPage(): StoryPage {
  const world = useWorldPage(PAGE, 'stories');
  return {
    async show(browser, story, viewport) {
      const page = await world.open(browser);
      await page.setViewportSize(viewport);
      expect(await page.evaluate((id) => window.wkRun(id, 30_000), `../src/${story}`)).toBe(true);
      return page;
    },
  };
}
