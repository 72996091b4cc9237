import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build, type Rolldown } from 'vite';

const fixture = fileURLToPath(new URL('./fixtures/vite-app/', import.meta.url));
const repoRoot = fileURLToPath(new URL('..', import.meta.url));

/** What a page of a fixture app downloads before it shows: the entry and its static imports (JS), and its CSS. */
export interface AppSize {
  /** Eager JavaScript, minified, gzip -9. */
  js: number;
  /** The CSS the app imports, gzip -9. */
  css: number;
  /** Chunks loaded only on demand (languages, the legacy key path), gzip each. */
  lazy: Array<{ name: string; gzip: number }>;
}

/**
 * Builds one entry of the fixture Vite app for production, as an integrator's `vite build` would (the kit from
 * its built dist/, no `source` condition), and measures it.
 */
export async function measureApp(entry: 'baseline' | 'with-kit'): Promise<AppSize> {
  if (!existsSync(`${repoRoot}packages/react/dist/index.js`)) throw new Error('the kit is not built: run `npm run build` first (the fixture app uses dist/, as integrators do)');
  const result = await build({
    configFile: false,
    root: fixture,
    logLevel: 'silent',
    // A production build whatever NODE_ENV the calling process has (Vitest sets 'test').
    mode: 'production',
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    plugins: [react()],
    build: {
      write: false,
      minify: true,
      target: 'es2022',
      modulePreload: false,
      rolldownOptions: {
        input: `${fixture}${entry}.tsx`,
        // The widgets' "use client" marks them for React Server Components; an app bundle ignores it.
        onLog: (level, log, handler) => (log.code === 'MODULE_LEVEL_DIRECTIVE' ? undefined : handler(level, log)),
      },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  const items = outputs.flatMap((output) => output.output);
  const chunks = items.filter((item): item is Rolldown.OutputChunk => item.type === 'chunk');
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const eager = new Set<string>();
  const visit = (name: string) => {
    if (eager.has(name) || !byName.has(name)) return;
    eager.add(name);
    for (const imported of byName.get(name)!.imports) visit(imported);
  };
  for (const chunk of chunks) if (chunk.isEntry) visit(chunk.fileName);
  const gzip = (code: string | Uint8Array) => gzipSync(code, { level: 9 }).length;
  const css = items.filter((item): item is Rolldown.OutputAsset => item.type === 'asset' && item.fileName.endsWith('.css'));
  return {
    js: gzip([...eager].map((name) => byName.get(name)!.code).join('\n')),
    css: css.reduce((sum, asset) => sum + gzip(asset.source), 0),
    lazy: chunks.filter((chunk) => !eager.has(chunk.fileName)).map((chunk) => ({ name: chunk.fileName, gzip: gzip(chunk.code) })),
  };
}

/** What the kit adds to the fixture app: its sign-in and quote confirmation, the client, their CSS. */
export async function kitAddsToApp(): Promise<{ baseline: AppSize; withKit: AppSize; addedJs: number; addedCss: number }> {
  const baseline = await measureApp('baseline');
  const withKit = await measureApp('with-kit');
  return { baseline, withKit, addedJs: withKit.js - baseline.js, addedCss: withKit.css - baseline.css };
}
