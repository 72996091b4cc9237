/**
 * Where the sandbox sends webhooks from: every call of an `emit` method (`k.emit`, `k.webhooks.emit`)
 * in the non-test files under `apps/sandbox/src/`, and the webhook types written out as string literals
 * in those files. Webhooks are a service's decision: a route, a repository, a view or a request reader
 * never sends one, and every type of the document is written where it is sent, so a search for it
 * finds its sender.
 *
 * `npx tsx scripts/sandbox-emits.ts` prints what breaks either rule; `apps/sandbox/src/shape.test.ts`
 * holds both.
 */
import { readFileSync } from 'node:fs';
import { relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { SANDBOX_SRC, sourceFiles } from './sandbox-imports.js';

/** An area's files that are not services: its routes, repository, views, request readers and index. */
const NOT_A_SERVICE = /^modules\/[^/]+\/((.+-)?routes|repo|views|(.+-)?requests?|index)\.ts$/;
/** The kernel's own `emit` hands the event to the outbox. */
const THE_OUTBOX = 'kernel/kernel.ts';

/** A file of an area that holds its rules and writes: neither routes, a repository, views, request readers nor its index. */
export const isServiceFile = (path: string): boolean => path.startsWith('modules/') && !NOT_A_SERVICE.test(path);

export interface EmitReport {
  /** Calls of `emit` outside service files, as `file:line`. */
  outsideServices: string[];
  /** The document's webhook types written out in no file that sends webhooks. */
  unwritten: string[];
}

let documentTypes: string[] | undefined;

/**
 * The document's webhook types (its `WebhookType` enum), from the contract the sandbox serves: read as
 * text, since parsing the whole document costs seconds on a busy machine.
 */
export function webhookTypes(): string[] {
  if (documentTypes === undefined) {
    const text = readFileSync(fileURLToPath(new URL('../packages/contract/openapi.yaml', import.meta.url)), 'utf8');
    const schema = /\n {4}WebhookType:\n {6}type: string\n {6}enum:\n((?: {8}- .+\n)+)/.exec(text);
    if (!schema) throw new Error('openapi.yaml: no WebhookType enum under components.schemas');
    documentTypes = schema[1]!.trim().split('\n').map((line) => line.trim().slice(2).trim());
  }
  return documentTypes;
}

function scan(path: string, text: string): { emits: number[]; literals: Set<string> } {
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true);
  const emits: number[] = [];
  const literals = new Set<string>();
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && node.expression.name.text === 'emit') {
      emits.push(source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1);
    }
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) literals.add(node.text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return { emits, literals };
}

/** Checks the sources on disk, or as `sources` gives them (path -> text) where it does: to plant a breach in a test. */
export function checkEmits({ root = SANDBOX_SRC, sources = new Map<string, string>(), types = webhookTypes() }: { root?: string; sources?: ReadonlyMap<string, string>; types?: readonly string[] } = {}): EmitReport {
  const outsideServices: string[] = [];
  const written = new Set<string>();
  for (const file of [...new Set([...sourceFiles(root), ...sources.keys()])]) {
    const path = relative(root, file).split(sep).join('/');
    const text = sources.get(file) ?? readFileSync(file, 'utf8');
    // Only a file that mentions emit can call it: the rest need no parse.
    if (!text.includes('emit')) continue;
    const { emits, literals } = scan(path, text);
    if (emits.length === 0) continue;
    if (path === THE_OUTBOX) continue;
    if (!isServiceFile(path)) outsideServices.push(...emits.map((line) => `${path}:${line}`));
    else for (const literal of literals) written.add(literal);
  }
  return { outsideServices, unwritten: types.filter((type) => !written.has(type)) };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) {
  const report = checkEmits({ root: process.argv[2] ?? SANDBOX_SRC });
  console.log(`emit outside a service file: ${report.outsideServices.join(', ') || 'none'}`);
  console.log(`webhook types written out nowhere they are sent: ${report.unwritten.join(', ') || 'none'}`);
}
