import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defaultClientConditions, type InlineConfig } from 'vite';

/** apps/demo: index.html, src/web and public/ are under it. */
export const appRoot = fileURLToPath(new URL('..', import.meta.url));

/**
 * The front end's Vite configuration, shared by the dev server (server.ts) and the production build
 * (build-web.ts), so that both make the same page of the same sources.
 */
export const webConfig = {
  configFile: false,
  root: appRoot,
  clearScreen: false,
  plugins: [react()],
  // Workspace packages resolve to their TypeScript sources: no build step before `npm start`.
  resolve: { conditions: ['source', ...defaultClientConditions] },
} satisfies InlineConfig;
