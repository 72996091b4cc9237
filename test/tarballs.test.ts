import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkPackage, createPackageFromTarballData, type Problem } from '@arethetypeswrong/core';
import { publint } from 'publint';
import { formatMessage } from 'publint/utils';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PackedPackage } from '../scripts/packaging/pack.js';
import { exportTargets, publishablePackages, readManifest, repoRoot, type Manifest } from '../scripts/packaging/workspace.js';
import { ownFolder, packedWorkspace, unpackedDir, type PackedWorkspace } from './support/packed.js';
import { filesIn, importedPackages } from './support/tarballs.js';

// Every publishable package is packed once per run (`npm pack`, as `npm run release` publishes; shared with
// test-kit.test.ts), then each tarball is checked as a consumer would meet it. Needs `npm run build` first.
const packages = publishablePackages();
const rootManifest = readManifest(repoRoot);
const rootLicense = readFileSync(join(repoRoot, 'LICENSE'), 'utf8');

// Exports that are assets, not modules: they have no types and no CommonJS twin, by nature.
const assetExport = /\.(css|yaml|json)$/;
// The packages without a CommonJS entry, and why.
const withoutCommonJs: Record<string, string> = {
  '@wallet-kit/embed': 'a script-tag bundle for browsers (window.WalletKit, or its ES module); nothing in Node or Jest requires it',
};
// Entries whose own .cjs is CommonJS but whose peer is not, without require(esm): loaded with Node's require(esm)
// (on by default since Node 20.19) instead of as in Jest's CommonJS mode, and why.
const esmPeerEntries: Record<string, string> = {
  '@wallet-kit/sandbox/msw': "msw 2.11 and later require an ES module (rettime) from their own CommonJS build; MSW's own docs point Jest users to ESM",
};
// The attw findings accepted for a package, and why. Keep it empty, or say when each goes.
const acceptedTypeFindings: Record<string, { kind: Problem['kind']; entrypoint?: RegExp; why: string }[]> = {
  '@wallet-kit/embed': [
    { kind: 'CJSResolvesToESM', why: 'ESM only, like the browsers it is for (see withoutCommonJs)' },
    {
      kind: 'UntypedResolution',
      entrypoint: /^\.\/wallet-kit(\.[\w-]+)?\.js$/,
      why: 'classic scripts for a <script> tag that register on window.WalletKit (typed by the main entry); nothing imports them',
    },
  ],
};

// What may ship: the manifest, README, LICENSE, CHANGELOG, built JavaScript, declarations and their maps, the
// sources those maps point at (tests and stories excluded), the script tag's integrity files, declared assets, and a
// starter's template.
function isShippable(file: string, manifest: Manifest): boolean {
  if (['package.json', 'README.md', 'LICENSE', 'CHANGELOG.md'].includes(file)) return true;
  if (exportTargets(manifest.exports).some((entry) => entry.target === `./${file}`)) return true;
  if (file.startsWith('dist/')) return /\.([cm]?js|d\.[cm]?ts|[cm]?js\.map|d\.ts\.map|[cm]?js\.sha384)$/.test(file);
  if (file.startsWith('src/')) return /\.(ts|tsx|css)$/.test(file) && !/\.(test|stories|check)\.tsx?$/.test(file);
  // A starter's (create-wallet-kit's) template: the app it copies, shipped as files, never imported.
  if (file.startsWith('template/')) return manifest.bin !== undefined && manifest.files?.includes('template') === true;
  return false;
}

let workspace: PackedWorkspace;
let packed: PackedPackage[];
const unpacked = (pkg: PackedPackage) => unpackedDir(workspace, pkg.name);
const packedOf = (name: string) => packed.find((pkg) => pkg.name === name)!;

// Packing, or waiting for test-kit.test.ts's packing, on a loaded machine: 40 s was seen. The run's global setup
// removes the folder at the end (removing it took over 10 s on a loaded machine, once per run now).
beforeAll(async () => {
  if (!existsSync(join(repoRoot, 'packages/key-store/dist/index.cjs'))) throw new Error('the packages are not built: run `npm run build` first');
  workspace = await packedWorkspace();
  packed = workspace.packed;
}, 200_000);

describe.each(packages.map((pkg) => [pkg.manifest.name, pkg] as const))('the %s tarball', (name, source) => {
  it('passes publint, suggestions included', async () => {
    const data = readFileSync(packedOf(name).tarball);
    const { messages, pkg } = await publint({ pack: { tarball: data.buffer.slice(data.byteOffset, data.byteOffset + data.byteLength) }, level: 'suggestion', strict: true });
    expect(messages.map((message) => `${message.type}: ${formatMessage(message, pkg) ?? message.code}`)).toEqual([]);
  });

  it('has types that resolve for every module entry under node16 (import and require) and bundler resolution', async () => {
    const result = await checkPackage(createPackageFromTarballData(new Uint8Array(readFileSync(packedOf(name).tarball))));
    const accepted = acceptedTypeFindings[name] ?? [];
    const problems = (result.types === false ? [{ kind: 'UntypedResolution' } as Problem] : result.problems).filter((problem) => {
      if ('resolutionKind' in problem && problem.resolutionKind === 'node10') return false; // no exports map support: not a target
      if ('resolutionOption' in problem && problem.resolutionOption === 'node10') return false;
      if ('entrypoint' in problem && assetExport.test(problem.entrypoint)) return false;
      const entrypoint = 'entrypoint' in problem ? problem.entrypoint : undefined;
      return !accepted.some((finding) => finding.kind === problem.kind && (!finding.entrypoint || (entrypoint !== undefined && finding.entrypoint.test(entrypoint))));
    });
    expect(problems).toEqual([]);
  });

  it('ships no build junk: only the manifest, docs, built modules, declarations, maps and their sources', () => {
    const files = filesIn(unpacked(packedOf(name)));
    expect(files.filter((file) => !isShippable(file, packedOf(name).manifest))).toEqual([]);
  });

  it('names only JavaScript and declaration files in its published exports, each present in the tarball', () => {
    const { manifest } = packedOf(name);
    const targets = exportTargets(manifest.exports);
    expect(targets.length).toBeGreaterThan(0);
    expect(targets.filter((entry) => entry.conditions.includes('source'))).toEqual([]);
    for (const { subpath, target, conditions } of targets) {
      if (!assetExport.test(target)) {
        const expected = conditions.includes('types') ? /\.d\.[cm]?ts$/ : /\.[cm]?js$/;
        expect(target, `${subpath} under [${conditions.join(', ')}]`).toMatch(expected);
      }
      expect(existsSync(join(unpacked(packedOf(name)), target)), `${target} is in the tarball`).toBe(true);
    }
  });

  it('has a CommonJS entry beside each ESM entry, or a stated reason not to', () => {
    const modules = exportTargets(packedOf(name).manifest.exports).filter((entry) => !assetExport.test(entry.target));
    const subpaths = [...new Set(modules.map((entry) => entry.subpath))];
    const requirable = subpaths.filter((subpath) => modules.some((entry) => entry.subpath === subpath && entry.conditions[0] === 'require'));
    expect(requirable).toEqual(name in withoutCommonJs ? [] : subpaths);
  });

  it('declares every package its built files import', () => {
    const { manifest } = packedOf(name);
    const declared = new Set([name, ...Object.keys(manifest.dependencies ?? {}), ...Object.keys(manifest.peerDependencies ?? {})]);
    const undeclared = filesIn(unpacked(packedOf(name)))
      .filter((file) => /^dist\/.*\.(js|cjs|d\.ts|d\.cts)$/.test(file))
      .flatMap((file) => importedPackages(readFileSync(join(unpacked(packedOf(name)), file), 'utf8')).map((imported) => `${imported} (in ${file})`))
      // A declaration's import of `react` is met by a dependency on `@types/react` too.
      .filter((entry) => {
        const imported = entry.split(' ')[0]!;
        return !declared.has(imported) && !declared.has(`@types/${imported.replace(/^@/, '').replace('/', '__')}`);
      });
    expect(undeclared).toEqual([]);
  });

  it("carries the repository's LICENSE and its publishing fields", () => {
    const { manifest } = packedOf(name);
    expect(readFileSync(join(unpacked(packedOf(name)), 'LICENSE'), 'utf8')).toBe(rootLicense);
    expect(manifest.license).toBe(rootManifest.license);
    expect(manifest.repository).toEqual({ ...rootManifest.repository, directory: source.path });
    expect(manifest.bugs).toEqual(rootManifest.bugs);
    expect(manifest.homepage).toBe(`${rootManifest.repository!.url!.replace(/^git\+/, '').replace(/\.git$/, '')}/tree/main/${source.path}#readme`);
    expect(manifest.engines).toEqual(rootManifest.engines);
    expect(manifest.keywords?.length).toBeGreaterThan(0);
    expect(manifest.sideEffects).toBeDefined();
    expect(manifest.files?.length).toBeGreaterThan(0);
    expect(manifest.scripts).toBeUndefined();
    expect(manifest.devDependencies).toBeUndefined();
  });
});

describe('the packed packages, installed side by side', () => {
  const moduleEntries = () =>
    packed
      .filter((pkg) => !(pkg.name in withoutCommonJs))
      .flatMap((pkg) => [...new Set(exportTargets(pkg.manifest.exports).filter((entry) => !assetExport.test(entry.target)).map((entry) => entry.subpath))].map((subpath) => `${pkg.name}${subpath.slice(1)}`));
  let consumer: string;

  beforeAll(async () => {
    consumer = await ownFolder(workspace, 'tarballs');
  });

  it('load from CommonJS with no ESM anywhere in the graph (as Jest needs), exporting what their ESM entries export', () => {
    // require(esm) off: any ESM file reached by a require throws ERR_REQUIRE_ESM, as it would inside Jest.
    writeFileSync(
      join(consumer, 'check.cjs'),
      `const entries = JSON.parse(process.argv[2]);
(async () => {
  const names = {};
  for (const entry of entries) {
    names[entry] = { commonjs: Object.keys(require(entry)).sort(), esm: Object.keys(await import(entry)).sort() };
  }
  const keyStore = require('@wallet-kit/key-store');
  const { stampPayload, verifyStamp } = require('@wallet-kit/stamp-signer');
  const key = await keyStore.createSigningKey();
  const { publicKey } = await verifyStamp('{"from":"commonjs"}', await stampPayload('{"from":"commonjs"}', key));
  const behaviour = {
    stampVerifies: publicKey === key.publicKey.compressed,
    oneErrorClassAcrossEntries: keyStore.KeyStoreError === require('@wallet-kit/key-store/encoding').KeyStoreError,
  };
  process.stdout.write(JSON.stringify({ names, behaviour }));
})().catch((error) => { console.error(error); process.exit(1); });
`,
    );
    const check = (entries: string[], flags: string[]) => {
      const answer = JSON.parse(
        execFileSync(process.execPath, [...flags, 'check.cjs', JSON.stringify(entries)], { cwd: consumer, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }),
      ) as { names: Record<string, { commonjs: string[]; esm: string[] }>; behaviour: Record<string, boolean> };
      expect(Object.keys(answer.names)).toEqual(entries);
      for (const [entry, { commonjs, esm }] of Object.entries(answer.names)) expect(commonjs, entry).toEqual(esm);
      expect(answer.behaviour).toEqual({ stampVerifies: true, oneErrorClassAcrossEntries: true });
    };
    check(moduleEntries().filter((entry) => !(entry in esmPeerEntries)), ['--no-experimental-require-module']);
    check(moduleEntries().filter((entry) => entry in esmPeerEntries), []);
  }, 30_000);

  it('type-check in a consumer under node16 resolution, from an .mts and a .cts file, declarations included', () => {
    // Bundler resolution is attw's to check, entry by entry; this proves that what the declarations import in
    // turn (other packages, react, node:http) resolves and checks, in ESM and in CommonJS.
    const entries = moduleEntries();
    const used = `\nexport const entries = [${entries.map((_, index) => `entry${index}`).join(', ')}];\n`;
    writeFileSync(join(consumer, 'consumer.mts'), entries.map((entry, index) => `import * as entry${index} from '${entry}';`).join('\n') + used);
    writeFileSync(join(consumer, 'consumer.cts'), entries.map((entry, index) => `import entry${index} = require('${entry}');`).join('\n') + used);
    const program = ts.createProgram([join(consumer, 'consumer.mts'), join(consumer, 'consumer.cts')], {
      strict: true,
      noEmit: true,
      module: ts.ModuleKind.Node16,
      moduleResolution: ts.ModuleResolutionKind.Node16,
      lib: ['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
      // A full-stack app's setting: the server package's types use node:http.
      types: ['node'],
      jsx: ts.JsxEmit.ReactJSX,
    });
    // Our declarations and the consumer are checked; other packages' declarations (React's, Node's) are not.
    const ours = program.getSourceFiles().filter((file) => !file.fileName.includes('/node_modules/') || file.fileName.includes('/node_modules/@wallet-kit/'));
    const diagnostics = [...program.getOptionsDiagnostics(), ...program.getGlobalDiagnostics(), ...ours.flatMap((file) => [...program.getSyntacticDiagnostics(file), ...program.getSemanticDiagnostics(file)])];
    expect(ours.filter((file) => file.fileName.endsWith('.d.cts')).length).toBeGreaterThan(0);
    const host = { getCanonicalFileName: (file: string) => file, getCurrentDirectory: () => consumer, getNewLine: () => '\n' };
    expect(ts.formatDiagnostics(diagnostics, host)).toBe('');
  }, 60_000);
});

describe('the release configuration', () => {
  it('versions every publishable package as one fixed group with Changesets, publicly', () => {
    const config = JSON.parse(readFileSync(join(repoRoot, '.changeset/config.json'), 'utf8')) as { fixed: string[][]; access: string };
    expect(config.fixed).toEqual([packages.map((pkg) => pkg.manifest.name).sort()]);
    expect(config.access).toBe('public');
  });
});
