/**
 * Measures every route handler of the sandbox: each `<router>.<method>(path, ..., handler)` call in a
 * `routes.ts` or `*-routes.ts` file under `apps/sandbox/src/modules/`, by the lines its handler spans.
 *
 * `npx tsx scripts/sandbox-handlers.ts` prints them longest first; `--over 25` prints only the longer ones.
 * `apps/sandbox/src/shape.test.ts` holds every handler to the budget with `measureHandlers`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

/** One handler: where it is, what it answers and how many lines its function spans. */
export interface HandlerSize {
  file: string;
  line: number;
  route: string;
  lines: number;
}

const METHODS = new Set(['get', 'post', 'put', 'patch', 'delete', 'all', 'on']);

/** The folder of the sandbox's areas, from this repository's root. */
export const MODULES_DIR = fileURLToPath(new URL('../apps/sandbox/src/modules/', import.meta.url));

/** Every routes file under `dir`: `routes.ts` and `<topic>-routes.ts`. */
export function routeFiles(dir = MODULES_DIR): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => /(^|[/-])routes\.ts$/.test(name))
    .map((name) => join(dir, name))
    .sort();
}

function lineOf(source: ts.SourceFile, position: number): number {
  return source.getLineAndCharacterOfPosition(position).line + 1;
}

/** The handlers of one routes file, each measured from its function's first line to its last. */
export function handlersOf(path: string, root = join(MODULES_DIR, '..')): HandlerSize[] {
  const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: HandlerSize[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && METHODS.has(node.expression.name.text)) {
      const handler = node.arguments[node.arguments.length - 1];
      const path = node.arguments[0];
      if (handler && path && (ts.isArrowFunction(handler) || ts.isFunctionExpression(handler)) && (ts.isStringLiteral(path) || ts.isNoSubstitutionTemplateLiteral(path))) {
        const start = lineOf(source, handler.getStart(source));
        found.push({ file: relative(root, path.getSourceFile().fileName), line: lineOf(source, node.getStart(source)), route: `${node.expression.name.text.toUpperCase()} ${path.text}`, lines: lineOf(source, handler.getEnd()) - start + 1 });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Every handler of every routes file, longest first. */
export function measureHandlers(dir = MODULES_DIR): HandlerSize[] {
  return routeFiles(dir).flatMap((file) => handlersOf(file)).sort((a, b) => b.lines - a.lines || a.file.localeCompare(b.file) || a.line - b.line);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const overAt = process.argv.indexOf('--over');
  const over = overAt === -1 ? 0 : Number(process.argv[overAt + 1]);
  const all = measureHandlers();
  for (const h of all.filter((handler) => handler.lines > over)) console.log(`${String(h.lines).padStart(4)}  ${h.file}:${h.line}  ${h.route}`);
  const lines = all.map((h) => h.lines);
  console.log(`${all.length} handlers in ${routeFiles().length} routes files; longest ${Math.max(...lines)} lines; over 25: ${lines.filter((n) => n > 25).length}; over 15: ${lines.filter((n) => n > 15).length}`);
}
