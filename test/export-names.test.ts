import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));

// Every public entry of every package, types included, read from each package.json `exports` map: an
// integrator who imports from two of them must never meet one name meaning two things (a `ScaChallenge`
// type and a `<ScaChallenge>` widget; a client `Card` record and a `<Card>` widget). An entry with a `source`
// condition is read from its source; one with only `types` (the script tag's @wallet-kit/embed, whose
// declarations build.mjs writes from src/types.ts) from the declaration file it ships, so it needs built dist.
const PACKAGE_FOLDERS = [...readdirSync(join(repoRoot, 'packages')).map((name) => `packages/${name}`), 'apps/sandbox'];
interface Entry {
  /** The specifier an integrator imports. */
  name: string;
  /** The declaration file to read when the entry has no `source` condition. */
  typesFile?: string;
}
const ENTRY_LIST: Entry[] = PACKAGE_FOLDERS.flatMap((folder) => {
  const manifest = join(repoRoot, folder, 'package.json');
  if (!existsSync(manifest)) return [];
  const { name, exports = {} } = JSON.parse(readFileSync(manifest, 'utf8')) as { name: string; exports?: Record<string, unknown> };
  return Object.entries(exports).flatMap(([subpath, target]): Entry[] => {
    if (typeof target !== 'object' || target === null) return [];
    const { source, types } = target as { source?: unknown; types?: unknown };
    const entry = subpath === '.' ? name : `${name}${subpath.slice(1)}`;
    if (typeof source === 'string') return [{ name: entry }];
    return typeof types === 'string' ? [{ name: entry, typesFile: join(repoRoot, folder, types) }] : [];
  });
}).sort((a, b) => a.name.localeCompare(b.name));
const ENTRIES = ENTRY_LIST.map((entry) => entry.name);

// Clashes decided on purpose, each with the reason it stands for now.
const KNOWN_CLASHES: Record<string, string> = {};

// The old names kept as deprecated aliases until 1.0 (see .changeset/one-name-one-meaning.md).
const KNOWN_RENAMES = [
  '@wallet-kit/react/cards Card -> CardDetails',
  '@wallet-kit/react/cards CardState -> CardDetailsState',
  '@wallet-kit/react/wallet PayeePickerProps -> SendPayeePickerProps',
  '@wallet-kit/sandbox/playwright SignInOptions -> SandboxSignInOptions',
];

// Error classes whose code may be any string, each with its reason (none today).
const KNOWN_LOOSE_CODES: string[] = [];

interface Surface {
  /** Each exported name, with the declaration it resolves to in each entry (re-exports resolve to their origin). */
  names: Map<string, Map<string, string>>;
  /**
   * Each entry's `@deprecated` aliases (`export type Old = New`, `export const Old = New`): the old name of a
   * renamed export, kept until the next major, with the declaration it stands for.
   */
  aliases: Map<string, Map<string, string>>;
  /** The `@deprecated` declarations that are not such an alias: still a meaning of their name. */
  deprecatedOther: Set<string>;
  /** Each exported error class, with the type of its instances' `code` as the checker prints it. */
  errorCodes: Map<string, { literal: boolean; text: string }>;
}

/** A code type made only of string literals (and template literals such as `HTTP_${number}`), never plain `string`. */
function isLiteralUnion(type: ts.Type): boolean {
  const parts = type.isUnion() ? type.types : [type];
  return parts.every((part) => part.isStringLiteral() || (part.flags & ts.TypeFlags.TemplateLiteral) !== 0);
}

const whereOf = (declaration: ts.Declaration) => `${declaration.getSourceFile().fileName}:${declaration.pos}`;

/** The declaration an old name stands for, when it is nothing but another name: `type Old = New` or `const Old = New`. */
function aliasTarget(checker: ts.TypeChecker, declaration: ts.Declaration): string | undefined {
  let target: ts.Node | undefined;
  if (ts.isTypeAliasDeclaration(declaration) && !declaration.typeParameters && ts.isTypeReferenceNode(declaration.type) && !declaration.type.typeArguments) target = declaration.type.typeName;
  else if (ts.isVariableDeclaration(declaration) && declaration.initializer && ts.isIdentifier(declaration.initializer)) target = declaration.initializer;
  const symbol = target && checker.getSymbolAtLocation(target);
  if (!symbol) return undefined;
  const origin = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
  const found = origin.declarations?.[0];
  return found ? whereOf(found) : undefined;
}

/** A deprecated JSDoc tag on the declaration (on its statement, for a `const`). */
function isDeprecated(declaration: ts.Declaration): boolean {
  const tagged = ts.isVariableDeclaration(declaration) ? declaration.parent.parent : declaration;
  return [declaration, tagged].some((node) => ts.getJSDocTags(node).some((tag) => tag.tagName.text === 'deprecated'));
}

function publicSurface(): Surface {
  const config = ts.getParsedCommandLineOfConfigFile(`${repoRoot}tsconfig.json`, {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined })!;
  const probe = `${repoRoot}test/.export-names-probe.ts`;
  const text = ENTRY_LIST.filter((entry) => !entry.typesFile).map((entry, i) => `export * as e${i} from '${entry.name}';`).join('\n');
  const typesFiles = ENTRY_LIST.flatMap((entry) => (entry.typesFile ? [entry.typesFile] : []));
  const unbuilt = typesFiles.filter((file) => !existsSync(file));
  if (unbuilt.length > 0) throw new Error(`build the packages first (npm run build); missing ${unbuilt.join(', ')}`);
  const host = ts.createCompilerHost(config.options);
  const readFile = host.readFile.bind(host);
  host.readFile = (name) => (name === probe ? text : readFile(name));
  const fileExists = host.fileExists.bind(host);
  host.fileExists = (name) => name === probe || fileExists(name);
  // One program for every entry: the source entries through the probe, the declaration-only ones as roots.
  const program = ts.createProgram([probe, ...typesFiles], { ...config.options, noEmit: true }, host);
  const checker = program.getTypeChecker();
  const names = new Map<string, Map<string, string>>();
  const aliases = new Map<string, Map<string, string>>();
  const deprecatedOther = new Set<string>();
  const errorCodes = new Map<string, { literal: boolean; text: string }>();
  for (const entry of ENTRY_LIST) {
    const file = entry.typesFile ?? ts.resolveModuleName(entry.name, probe, config.options, host).resolvedModule?.resolvedFileName;
    const source = file && program.getSourceFile(file);
    if (!source) throw new Error(`cannot resolve ${entry.name}`);
    const module = checker.getSymbolAtLocation(source)!;
    const entryAliases = new Map<string, string>();
    aliases.set(entry.name, entryAliases);
    for (const symbol of checker.getExportsOfModule(module)) {
      const origin = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
      const declaration = origin.declarations?.[0];
      const where = declaration ? whereOf(declaration) : `${entry.name}#${symbol.name}`;
      if (declaration && isDeprecated(declaration)) {
        const target = aliasTarget(checker, declaration);
        if (target) entryAliases.set(where, target);
        else deprecatedOther.add(where);
      }
      const byEntry = names.get(symbol.name) ?? new Map<string, string>();
      byEntry.set(entry.name, where);
      names.set(symbol.name, byEntry);
      if (origin.flags & ts.SymbolFlags.Class && /Error$/.test(symbol.name) && declaration) {
        const instance = checker.getDeclaredTypeOfSymbol(origin);
        const code = instance.getProperty('code');
        const type = code ? checker.getTypeOfSymbolAtLocation(code, declaration) : undefined;
        errorCodes.set(`${entry.name} ${symbol.name}`, { literal: type !== undefined && isLiteralUnion(type), text: type ? checker.typeToString(type) : 'none' });
      }
    }
  }
  return { names, aliases, deprecatedOther, errorCodes };
}

/**
 * The meanings of a name that count: all but the deprecated aliases whose target the same entry exports under
 * its new name (and not deprecated itself), which are the one old name on its way out.
 */
function currentMeanings(surface: Surface, name: string): Set<string> {
  const byEntry = surface.names.get(name)!;
  const current = new Set<string>();
  for (const [entry, where] of byEntry) {
    const target = surface.aliases.get(entry)?.get(where);
    const renamed =
      target !== undefined &&
      !surface.aliases.get(entry)!.has(target) &&
      !surface.deprecatedOther.has(target) &&
      [...surface.names].some(([other, entries]) => other !== name && entries.get(entry) === target);
    if (!renamed) current.add(where);
  }
  return current;
}

const surface = publicSurface();

describe('exported names across packages', () => {
  it('reads every module entry of every package', () => {
    expect(ENTRIES).toEqual(expect.arrayContaining(['@wallet-kit/client', '@wallet-kit/react', '@wallet-kit/react/cards', '@wallet-kit/react/wallet', '@wallet-kit/react/locales/fr', '@wallet-kit/server/redis', '@wallet-kit/sandbox/msw', '@wallet-kit/embed', '@wallet-kit/embed/react']));
  });

  it('gives every exported name, types included, one meaning across all packages', () => {
    const clashes: Record<string, string> = {};
    for (const [name, byEntry] of surface.names) {
      // A renamed export keeps its old name as a deprecated alias of the new one: one current meaning, the others on their way out.
      if (currentMeanings(surface, name).size > 1) clashes[name] = [...byEntry.keys()].sort().join(', ');
    }
    expect(clashes).toEqual(KNOWN_CLASHES);
  });

  it('keeps a renamed export\'s old name only as a deprecated alias of its new name, exported beside it', () => {
    const renames: string[] = [];
    for (const [name, byEntry] of surface.names) {
      for (const [entry, where] of byEntry) {
        const target = surface.aliases.get(entry)?.get(where);
        const renamed = target && [...surface.names].find(([other, entries]) => other !== name && entries.get(entry) === target)?.[0];
        if (target) renames.push(`${entry} ${name} -> ${renamed ?? 'nothing the entry exports'}`);
      }
    }
    expect(renames.sort()).toEqual(KNOWN_RENAMES);
  });

  it('types the `code` of every exported error class as a union of string literals', () => {
    expect(surface.errorCodes.size).toBeGreaterThan(8);
    const loose = [...surface.errorCodes].filter(([, code]) => !code.literal).map(([name, code]) => `${name}: ${code.text}`);
    expect(loose).toEqual(KNOWN_LOOSE_CODES);
  });
});
