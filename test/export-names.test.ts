import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));

// Every public entry of every package, types included: an integrator who imports from two of them
// must never meet one name meaning two things (a `ScaChallenge` type and a `<ScaChallenge>` widget).
const ENTRIES = [
  '@wallet-kit/key-store',
  '@wallet-kit/key-store/encoding',
  '@wallet-kit/stamp-signer',
  '@wallet-kit/otp-encrypt',
  '@wallet-kit/otp-encrypt/enclave',
  '@wallet-kit/passkey',
  '@wallet-kit/client',
  '@wallet-kit/server',
  '@wallet-kit/contract',
  '@wallet-kit/react',
  '@wallet-kit/sandbox',
];

// Clashes decided on purpose, each with the reason it stands for now.
const KNOWN_CLASHES: Record<string, string> = {};

// Error classes whose code may be any string, each with its reason (none today).
const KNOWN_LOOSE_CODES: string[] = [];

interface Surface {
  /** Each exported name, with the declaration it resolves to in each entry (re-exports resolve to their origin). */
  names: Map<string, Map<string, string>>;
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
  const errorCodes = new Map<string, { literal: boolean; text: string }>();
  for (const entry of ENTRIES) {
    const resolved = ts.resolveModuleName(entry, probe, config.options, host).resolvedModule;
    if (!resolved) throw new Error(`cannot resolve ${entry}`);
    const module = checker.getSymbolAtLocation(program.getSourceFile(resolved.resolvedFileName)!)!;
    for (const symbol of checker.getExportsOfModule(module)) {
      const origin = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
      const declaration = origin.declarations?.[0];
      const where = declaration ? `${declaration.getSourceFile().fileName}:${declaration.pos}` : `${entry}#${symbol.name}`;
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
  return { names, errorCodes };
}

const surface = publicSurface();

describe('exported names across packages', () => {
  it('gives every exported name, types included, one meaning across all packages', () => {
    const clashes: Record<string, string> = {};
    for (const [name, byEntry] of surface.names) {
      if (new Set(byEntry.values()).size > 1) clashes[name] = [...byEntry.keys()].sort().join(', ');
    }
    expect(clashes).toEqual(KNOWN_CLASHES);
  });

  it('types the `code` of every exported error class as a union of string literals', () => {
    expect(surface.errorCodes.size).toBeGreaterThan(8);
    const loose = [...surface.errorCodes].filter(([, code]) => !code.literal).map(([name, code]) => `${name}: ${code.text}`);
    expect(loose).toEqual(KNOWN_LOOSE_CODES);
  });
});
