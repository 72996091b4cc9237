import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../scripts/packaging/workspace.js';

// React Server Components (Next.js App Router): a module that holds React state or effects must say
// "use client", or a server component that imports it fails with `createContext is not a function`.
// The rule, read from the sources: a module that imports a hook or createContext, from React or from
// another module of the package, is a client module; so is one that makes a widget with lazyWidget
// (its view loads on demand, and the wrapper is made when the module loads). Needs `npm run build` for the built files.
const src = join(repoRoot, 'packages/react/src');
const dist = join(repoRoot, 'packages/react/dist');

const modules = readdirSync(src, { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.tsx?$/.test(file) && !/\.(test|stories)\.tsx?$/.test(file) && !file.endsWith('.d.ts'))
  .sort();

function parse(file: string): ts.SourceFile {
  return ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.ES2022, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
}

/** Whether the module calls an area's hook (`walletArea.useMessages()`), which no import names. */
function callsAreaHook(node: ts.Node): boolean {
  if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && /^use[A-Z]/.test(node.expression.name.text)) return true;
  return ts.forEachChild(node, callsAreaHook) ?? false;
}

/** Whether the module imports, as a value, a hook (`useX`), `createContext` or `lazyWidget`, or calls an area's hook. */
function holdsReactState(source: ts.SourceFile): boolean {
  if (callsAreaHook(source)) return true;
  return source.statements.some((statement) => {
    if (!ts.isImportDeclaration(statement) || statement.importClause?.isTypeOnly) return false;
    const bindings = statement.importClause?.namedBindings;
    if (!bindings || !ts.isNamedImports(bindings)) return false;
    return bindings.elements.some((element) => !element.isTypeOnly && /^(use[A-Z]\w*|createContext|lazyWidget)$/.test(element.name.text));
  });
}

/** The directives of a module's prologue: the string statements before anything else. */
function directives(code: string, file: string): string[] {
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.ES2022, false, ts.ScriptKind.JS);
  const found: string[] = [];
  for (const statement of source.statements) {
    if (!ts.isExpressionStatement(statement) || !ts.isStringLiteral(statement.expression)) break;
    found.push(statement.expression.text);
  }
  return found;
}

const clientModules = modules.filter((file) => holdsReactState(parse(join(src, file))));
const builtTwins = (file: string) => [file.replace(/\.tsx?$/, '.js'), file.replace(/\.tsx?$/, '.cjs')];

describe('@wallet-kit/react in React Server Components', () => {
  it('finds the client modules by the rule (the provider, the hooks, the widgets), and not the stores or catalogs', () => {
    expect(clientModules).toEqual(expect.arrayContaining(['provider/context.ts', 'provider/WalletKitProvider.tsx', 'provider/hooks.ts', 'sign-in/SignIn.tsx', 'sign-in/useSignIn.ts']));
    expect(clientModules).not.toContain('index.ts');
    expect(clientModules).not.toContain('sign-in/sign-in-store.ts');
    expect(clientModules).not.toContain('i18n/locales/en.ts');
  });

  it('marks every module that holds React state or effects "use client", first thing in the file', () => {
    const unmarked = clientModules.filter((file) => !directives(readFileSync(join(src, file), 'utf8'), file).includes('use client'));
    expect(unmarked).toEqual([]);
  });

  it('keeps "use client" in the built ESM module and its CommonJS twin, and adds it nowhere else', () => {
    if (!existsSync(join(dist, 'index.cjs'))) throw new Error('packages/react is not built: run `npm run build` first');
    const built = modules.flatMap(builtTwins).filter((file) => existsSync(join(dist, file)));
    const marked = built.filter((file) => directives(readFileSync(join(dist, file), 'utf8'), file).includes('use client'));
    expect(marked.sort()).toEqual(clientModules.flatMap(builtTwins).sort());
    // The entry stays a server module: a server component imports the widgets from it as client references.
    expect(marked).not.toContain('index.js');
  });
});
