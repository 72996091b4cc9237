import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { measureHandlers } from '../../../scripts/sandbox-handlers.js';

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
});
