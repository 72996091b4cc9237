import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { checkEmits } from '../../../scripts/sandbox-emits.js';
import { measureHandlers } from '../../../scripts/sandbox-handlers.js';
import { cyclesOf, importGraph, SANDBOX_SRC } from '../../../scripts/sandbox-imports.js';

// Issue 10 item 8: routes validate, call a service and render a view; anything longer has a rule in it.
const HANDLER_LINES = 25;

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

async function areaImportProblems(filePath: string, code: string): Promise<string[]> {
  const eslint = new ESLint({ cwd: repoRoot });
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'sandbox/area-imports').map((m) => m.message);
}

describe("the sandbox's shape", () => {
  it(`keeps every route handler within ${HANDLER_LINES} lines (npx tsx scripts/sandbox-handlers.ts lists them)`, () => {
    const handlers = measureHandlers();
    expect(handlers.length).toBeGreaterThan(100);
    expect(handlers.filter((h) => h.lines > HANDLER_LINES).map((h) => `${h.file}:${h.line} ${h.route} (${h.lines} lines)`)).toEqual([]);
  });

  it("refuses an import of another area's files other than its index.js, from an area, the platform or app.ts", async () => {
    const deep = [
      ['apps/sandbox/src/modules/agents/x.ts', "import { quoteRoutes } from '../quotes/routes.js';"],
      ['apps/sandbox/src/modules/agents/x.ts', "import { quoteRoutes } from '../../modules/quotes/routes.js';"],
      ['apps/sandbox/src/modules/agents/x.ts', "export { quotes } from '../quotes/repo.js';"],
      ['apps/sandbox/src/platform/x.ts', "import { quotes } from '../modules/quotes/repo.js';"],
      ['apps/sandbox/src/app-x.ts', "import { quoteRoutes } from './modules/quotes/routes.js';"],
      ['apps/sandbox/src/x.test.ts', "const { quotes } = await import('./modules/quotes/repo.js');"],
    ];
    for (const [file, code] of deep) {
      expect(await areaImportProblems(file!, `${code}\nexport {};\n`), `${file}: ${code}`).toEqual([expect.stringContaining('through modules/quotes/index.js only')]);
    }
  });

  it("lets an area import its own files and another area's index.js", async () => {
    const allowed = [
      ['apps/sandbox/src/modules/agents/x.ts', "import { agents } from './repo.js';\nimport { quoteRoutes } from '../quotes/index.js';"],
      ['apps/sandbox/src/app-x.ts', "import { quoteRoutes } from './modules/quotes/index.js';"],
      ['apps/sandbox/src/modules/agents/x.ts', "import { Fields } from '../../platform/validate.js';"],
    ];
    for (const [file, code] of allowed) expect(await areaImportProblems(file!, `${code}\nexport {};\n`), `${file}: ${code}`).toEqual([]);
  });

  // Issue 21 items 11 and 14: areas hook into one another by registering, never in a circle, and no two files
  // of the kernel, the store or the top level know each other either (a type import counts: it is still knowledge).
  it('has no import cycle between areas, nor between any two files, type imports included (npx tsx scripts/sandbox-imports.ts --why)', () => {
    expect(cyclesOf(importGraph({ granularity: 'area' }))).toEqual([]);
    expect(cyclesOf(importGraph({ granularity: 'file' }))).toEqual([]);
  });

  it('names a cycle planted between two areas by a type import, and one between two files of the kernel', () => {
    const planted = new Map([[join(SANDBOX_SRC, 'modules/transactions/planted.ts'), "import type { QuoteRecord } from '../quotes/index.js';\nexport type Planted = QuoteRecord;\n"]]);
    expect(cyclesOf(importGraph({ granularity: 'area', sources: planted }))).toEqual(['modules/quotes -> modules/transactions -> modules/quotes']);
    const webhooks = join(SANDBOX_SRC, 'kernel/webhooks.ts');
    const typeBack = new Map([[webhooks, `${readFileSync(webhooks, 'utf8')}\nimport type { Kernel } from './kernel.js';\nexport type Planted = Kernel;\n`]]);
    expect(cyclesOf(importGraph({ granularity: 'file', sources: typeBack }))).toEqual(['kernel/kernel -> kernel/webhooks -> kernel/kernel']);
  });

  // Issue 21 item 13: a webhook is a service's decision, and its type is written where it is sent.
  it('sends webhooks from service files only, every type of the document written out where it is sent (npx tsx scripts/sandbox-emits.ts)', () => {
    expect(checkEmits()).toEqual({ outsideServices: [], unwritten: [] });
  });

  it('finds an emit planted in a view, and a type built from a template', () => {
    const views = join(SANDBOX_SRC, 'modules/cards/views.ts');
    const inView = new Map([[views, `${readFileSync(views, 'utf8')}\nexport const planted = (k: { emit(t: string, d: unknown): void }) => k.emit('CARD.STATE_CHANGE', {});\n`]]);
    expect(checkEmits({ sources: inView }).outsideServices).toEqual([expect.stringMatching(/^modules\/cards\/views\.ts:\d+$/)]);
    const failures = join(SANDBOX_SRC, 'modules/transactions/failures.ts');
    const text = readFileSync(failures, 'utf8');
    expect(text).toContain("k.emit('OUTGOING_PAYMENT.REFUND_FAILED'");
    const templated = new Map([[failures, text.replace("k.emit('OUTGOING_PAYMENT.REFUND_FAILED'", "k.emit(`OUTGOING_PAYMENT.${'REFUND_FAILED'}`")]]);
    expect(checkEmits({ sources: templated }).unwritten).toEqual(['OUTGOING_PAYMENT.REFUND_FAILED']);
  });
});
