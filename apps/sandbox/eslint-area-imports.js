// The sandbox's areas (apps/sandbox/src/modules/<area>/) meet only through each other's index.ts. A
// pattern on the import text cannot say this (`../quotes/routes.js`, `../../modules/quotes/routes.js`
// and `./modules/quotes/routes.js` name one file from three places), so this rule resolves each
// relative import against the importing file and looks at where it lands.
import { dirname, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const MODULES_DIR = fileURLToPath(new URL('./src/modules/', import.meta.url));
const INDEX = /^index\.(js|ts)$/;

/** The area a path is in and the path inside it, or undefined outside `modules/`. */
function areaOf(path) {
  const inside = relative(MODULES_DIR, path);
  if (inside === '' || inside.startsWith('..')) return undefined;
  const [area, ...rest] = inside.split(sep);
  return { area, file: rest.join('/') };
}

/** @type {import('eslint').Rule.RuleModule} */
const areaImports = {
  meta: {
    type: 'problem',
    docs: { description: "Another area of the sandbox is imported through its index.js only, from anywhere in apps/sandbox/src." },
    schema: [],
    messages: { deep: "Import the sandbox's {{area}} area through modules/{{area}}/index.js only, not {{file}}: its routes, services and tables are its own." },
  },
  create(context) {
    const from = areaOf(context.filename);
    const check = (node) => {
      const source = node?.source;
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string' || !source.value.startsWith('.')) return;
      const target = areaOf(resolve(dirname(context.filename), source.value));
      if (!target || target.area === from?.area || INDEX.test(target.file)) return;
      context.report({ node: source, messageId: 'deep', data: { area: target.area, file: target.file || '(the folder)' } });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};

/** The rule as a one-rule plugin for eslint.config.js. */
export default { rules: { 'area-imports': areaImports } };
