// Every Storybook story outside Storybook, as its portable form runs it (loaders, decorators, render,
// play), one after another in one page: `wkStories(file)` lists a file's stories, `wkRun(story)` runs one
// into a fresh root (the one before leaves the document) and says whether its play function finished.
import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import * as preview from '../../../.storybook/preview.js';

type StoryModule = Parameters<typeof composeStories>[0];
type Runnable = { run(context: { canvasElement: HTMLElement }): Promise<void> };

declare global {
  interface Window {
    wkReady: boolean;
    /** The stories of one file, as `<file>#<export>`. */
    wkStories: (file: string) => Promise<string[]>;
    /** Runs a story: `true` once its play function ended, else what it threw or that it did not end in time. */
    wkRun: (story: string, timeoutMs: number) => Promise<true | string>;
  }
}

// Composed with Storybook's core annotations, which give a play function its `canvas` and `userEvent`.
setProjectAnnotations([preview]);

const modules = import.meta.glob<StoryModule>('../src/**/*.stories.tsx');
const composed = async (file: string) => composeStories(await modules[file]!()) as unknown as Record<string, Runnable>;

window.wkStories = async (file) => Object.keys(await composed(file)).map((name) => `${file}#${name}`);

let root: HTMLElement | undefined;
window.wkRun = async (story, timeoutMs) => {
  const [file, name] = story.split('#') as [string, string];
  // The story before keeps running in a detached root: its text is gone from the document.
  root?.remove();
  root = document.createElement('div');
  root.id = 'storybook-root';
  document.body.append(root);
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    const late = new Promise<string>((resolve) => (timer = setTimeout(() => resolve(`its play function did not end within ${timeoutMs} ms`), timeoutMs)));
    return await Promise.race([(await composed(file))[name]!.run({ canvasElement: root }).then(() => true as const), late]);
  } catch (error) {
    return String((error as Error)?.message ?? error).split('\n')[0]!;
  } finally {
    clearTimeout(timer);
  }
};
window.wkReady = true;
