import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { build, defaultClientConditions, type Rolldown } from 'vite';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));

export interface BundleSize {
  /** What a page downloads when it imports the entries: the entry chunk and its static imports. */
  eager: { minified: number; gzip: number };
  /** Chunks loaded only by a dynamic import, each with its gzip size. */
  lazy: Array<{ name: string; gzip: number }>;
}

/**
 * Bundles the whole public surface of `specifiers` (every export, via namespace imports, so nothing
 * is tree-shaken away) for the browser, minified, and measures it with gzip level 9.
 */
export async function measureBundle(specifiers: string[], options: { external?: string[] } = {}): Promise<BundleSize> {
  const entryId = '\0wallet-kit-size-entry';
  const source = specifiers.map((specifier, i) => `import * as m${i} from ${JSON.stringify(specifier)};`).join('\n') +
    `\nexport const all = [${specifiers.map((_, i) => `m${i}`).join(', ')}];`;
  const result = await build({
    configFile: false,
    root: repoRoot,
    logLevel: 'silent',
    // What users load: a production build, whatever NODE_ENV the calling process has (Vitest sets 'test', which
    // would keep development-only code in and measure a build nobody ships).
    mode: 'production',
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    resolve: { conditions: ['source', ...defaultClientConditions] },
    plugins: [
      {
        name: 'size-entry',
        resolveId: (id) => (id === 'size-entry' ? entryId : null),
        load: (id) => (id === entryId ? source : null),
      },
    ],
    build: {
      write: false,
      minify: true,
      target: 'es2022',
      modulePreload: false,
      rolldownOptions: {
        input: 'size-entry',
        // An app build drops an entry's exports; keep them, or everything would be tree-shaken away.
        preserveEntrySignatures: 'exports-only',
        external: options.external ?? [],
        output: { format: 'es' },
      },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  const chunks = outputs.flatMap((output) => output.output).filter((item): item is Rolldown.OutputChunk => item.type === 'chunk');
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const eagerNames = new Set<string>();
  const visit = (name: string) => {
    // Imports also name externals (react), which are not chunks of this build.
    if (eagerNames.has(name) || !byName.has(name)) return;
    eagerNames.add(name);
    for (const imported of byName.get(name)?.imports ?? []) visit(imported);
  };
  for (const chunk of chunks) if (chunk.isEntry) visit(chunk.fileName);
  const gzip = (code: string) => gzipSync(code, { level: 9 }).length;
  const eagerCode = [...eagerNames].map((name) => byName.get(name)!.code).join('\n');
  return {
    eager: { minified: Buffer.byteLength(eagerCode), gzip: gzip(eagerCode) },
    lazy: chunks.filter((chunk) => !eagerNames.has(chunk.fileName)).map((chunk) => ({ name: chunk.fileName, gzip: gzip(chunk.code) })),
  };
}

/** The browser entry points of the crypto core, as an integrator imports them. */
export const CRYPTO_CORE_ENTRIES = [
  '@wallet-kit/key-store',
  '@wallet-kit/key-store/encoding',
  '@wallet-kit/stamp-signer',
  '@wallet-kit/otp-encrypt',
];
