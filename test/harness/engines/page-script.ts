import { build } from 'esbuild';

let bundled: Promise<string> | undefined;

/**
 * The in-page engine (in-page/index.ts) as one classic script, bundled once per process. Drivers evaluate it
 * through their protocol, which a page's Content-Security-Policy does not govern, so it runs on strict-CSP pages too.
 */
export function pageScript(): Promise<string> {
  bundled ??= build({
    entryPoints: [new URL('./in-page/index.ts', import.meta.url).pathname],
    bundle: true,
    format: 'iife',
    target: 'es2022',
    write: false,
    minify: true,
    logLevel: 'silent',
  }).then((result) => result.outputFiles[0]!.text);
  return bundled;
}
