import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));

// Every public entry of every package, types included, read from each package.json `exports` map: an
// integrator who imports from two of them must never meet one name meaning two things (a `ScaChallenge`
// type and a `<ScaChallenge>` widget; a client `Card` record and a `<Card>` widget). An entry is a module
// when it has a `source` condition; the script tag's declarations (@wallet-kit/embed) are built files, checked
// by its own types test.
const PACKAGE_FOLDERS = [...readdirSync(join(repoRoot, 'packages')).map((name) => `packages/${name}`), 'apps/sandbox'];
const ENTRIES = PACKAGE_FOLDERS.flatMap((folder) => {
  const manifest = join(repoRoot, folder, 'package.json');
  if (!existsSync(manifest)) return [];
  const { name, exports = {} } = JSON.parse(readFileSync(manifest, 'utf8')) as { name: string; exports?: Record<string, unknown> };
  return Object.entries(exports)
    .filter(([, target]) => typeof target === 'object' && target !== null && typeof (target as { source?: unknown }).source === 'string')
    .map(([subpath]) => (subpath === '.' ? name : `${name}${subpath.slice(1)}`));
}).sort();

// Clashes decided on purpose, each with the reason it stands for now.
const KNOWN_CLASHES: Record<string, string> = {};

// Error classes whose code may be any string, each with its reason (none today).
const KNOWN_LOOSE_CODES: string[] = [];

interface Surface {
  /** Each exported name, with the declaration it resolves to in each entry (re-exports resolve to their origin). */
  names: Map<string, Map<string, string>>;
  /** The declarations marked `@deprecated`: an old name kept for a renamed export until the next major. */
  deprecated: Set<string>;
  /** Each exported error class, with the type of its instances' `code` as the checker prints it. */
  errorCodes: Map<string, { literal: boolean; text: string }>;
}

/** A code type made only of string literals (and template literals such as `HTTP_${number}`), never plain `string`. */
function isLiteralUnion(type: ts.Type): boolean {
  const parts = type.isUnion() ? type.types : [type];
  return parts.every((part) => part.isStringLiteral() || (part.flags & ts.TypeFlags.TemplateLiteral) !== 0);
}

function publicSurface(): Surface {
  const config = ts.getParsedCommandLineOfConfigFile(`${repoRoot}tsconfig.json`, {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined })!;
  const probe = `${repoRoot}test/.export-names-probe.ts`;
  const text = ENTRIES.map((entry, i) => `export * as e${i} from '${entry}';`).join('\n');
  const host = ts.createCompilerHost(config.options);
  const readFile = host.readFile.bind(host);
  host.readFile = (name) => (name === probe ? text : readFile(name));
  const fileExists = host.fileExists.bind(host);
  host.fileExists = (name) => name === probe || fileExists(name);
  const program = ts.createProgram([probe], { ...config.options, noEmit: true }, host);
  const checker = program.getTypeChecker();
  const names = new Map<string, Map<string, string>>();
  const deprecated = new Set<string>();
  const errorCodes = new Map<string, { literal: boolean; text: string }>();
  for (const entry of ENTRIES) {
    const resolved = ts.resolveModuleName(entry, probe, config.options, host).resolvedModule;
    if (!resolved) throw new Error(`cannot resolve ${entry}`);
    const module = checker.getSymbolAtLocation(program.getSourceFile(resolved.resolvedFileName)!)!;
    for (const symbol of checker.getExportsOfModule(module)) {
      const origin = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
      const declaration = origin.declarations?.[0];
      const where = declaration ? `${declaration.getSourceFile().fileName}:${declaration.pos}` : `${entry}#${symbol.name}`;
      if (declaration && ts.getJSDocTags(declaration).some((tag) => tag.tagName.text === 'deprecated')) deprecated.add(where);
      const byEntry = names.get(symbol.name) ?? new Map<string, string>();
      byEntry.set(entry, where);
      names.set(symbol.name, byEntry);
      if (origin.flags & ts.SymbolFlags.Class && /Error$/.test(symbol.name) && declaration) {
        const instance = checker.getDeclaredTypeOfSymbol(origin);
        const code = instance.getProperty('code');
        const type = code ? checker.getTypeOfSymbolAtLocation(code, declaration) : undefined;
        errorCodes.set(`${entry} ${symbol.name}`, { literal: type !== undefined && isLiteralUnion(type), text: type ? checker.typeToString(type) : 'none' });
      }
    }
  }
  return { names, deprecated, errorCodes };
}

const surface = publicSurface();

describe('exported names across packages', () => {
  it('reads every module entry of every package', () => {
    expect(ENTRIES).toEqual(expect.arrayContaining(['@wallet-kit/client', '@wallet-kit/react', '@wallet-kit/react/cards', '@wallet-kit/react/wallet', '@wallet-kit/react/locales/fr', '@wallet-kit/server/redis', '@wallet-kit/sandbox/msw']));
  });

  it('gives every exported name, types included, one meaning across all packages', () => {
    const clashes: Record<string, string> = {};
    for (const [name, byEntry] of surface.names) {
      // A renamed export keeps its old name as a deprecated alias: one current meaning, the others on their way out.
      const current = new Set([...byEntry.values()].filter((where) => !surface.deprecated.has(where)));
      if (current.size > 1) clashes[name] = [...byEntry.keys()].sort().join(', ');
    }
    expect(clashes).toEqual(KNOWN_CLASHES);
  });

  it('types the `code` of every exported error class as a union of string literals', () => {
    expect(surface.errorCodes.size).toBeGreaterThan(8);
    const loose = [...surface.errorCodes].filter(([, code]) => !code.literal).map(([name, code]) => `${name}: ${code.text}`);
    expect(loose).toEqual(KNOWN_LOOSE_CODES);
  });
});
