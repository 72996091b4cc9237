import type { TestProject } from 'vitest/node';
import { resolveChromiumPath } from './chromium.js';
import { startHarnessServer } from './server.js';

declare module 'vitest' {
  export interface ProvidedContext {
    harnessUrl: string;
    chromiumPath: string;
  }
}

/** One dev server and one unpacked Chromium for the whole browser run; each test file launches its own browser. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const [server, chromiumPath] = await Promise.all([startHarnessServer(), resolveChromiumPath()]);
  project.provide('harnessUrl', server.url);
  project.provide('chromiumPath', chromiumPath);
  return () => server.close();
}
