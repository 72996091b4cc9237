import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

async function areaImportProblems(filePath: string, code: string): Promise<string[]> {
  const eslint = new ESLint({ cwd: repoRoot });
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'sandbox/area-imports').map((m) => m.message);
}

describe("the sandbox's shape", () => {
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
