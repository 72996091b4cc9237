import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { afterAll, describe, expect, it } from 'vitest';

// The types the package ships (dist/wallet-kit.d.ts and dist/react.d.ts, as built), used the way a
// page's TypeScript and a React app would: a wrong event detail, attribute or export must not compile.

const embed = fileURLToPath(new URL('..', import.meta.url));
// Under the package (in a node_modules folder that git and ESLint skip), so `react` resolves from the
// workspace as it would from an app's node_modules.
const cache = join(embed, 'node_modules', '.cache');
mkdirSync(cache, { recursive: true });
const scratch = mkdtempSync(join(cache, 'types-check-'));
const dist = JSON.stringify(join(embed, 'dist'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const CONSUMER = `
import WalletKitDefault, { WalletKit, type WalletKitApi, type WalletKitMountOptions } from ${dist.slice(0, -1)}/wallet-kit.js";
import type {} from ${dist.slice(0, -1)}/react.js";

const api: WalletKitApi = WalletKitDefault;
const options: WalletKitMountOptions = { component: 'OtpInput', length: 6, onError: (error) => console.warn(error) };
void api.ready.then((kit) => kit.mount(document.body, options).update({ length: 4 }));
const otp: HTMLElementTagNameMap['wallet-kit-otp-input'] | null = document.querySelector('wallet-kit-otp-input');
otp?.addEventListener('wallet-kit:complete', (event) => event.detail.toUpperCase());
otp?.addEventListener('wallet-kit-complete', (event) => event.detail.toUpperCase());
document.querySelector('wallet-kit-quote-confirmation')?.addEventListener('wallet-kit:completed', (event) => event.detail.quote.id.length);
document.addEventListener('wallet-kit:ready', (event) => event.detail.version.length);
export const tag: 'wallet-kit-sign-in' | undefined = window.WalletKit?.widgets.SignIn;
export const version: string = WalletKit.version;

export const view = <wallet-kit-otp-input length="6" label="Code" locale="fr" onwallet-kit-complete={(event) => event.detail.toUpperCase()} />;
// @ts-expect-error an attribute the element does not take
export const misspelt = <wallet-kit-quote-summary quotes="{}" />;
// @ts-expect-error the code is a string
otp?.addEventListener('wallet-kit:complete', (event) => event.detail.toFixed());
// @ts-expect-error no such widget
WalletKit.mount(document.body, { component: 'Checkout' });
void WalletKit.load('cards', { integrity: 'sha384-…' }).then(() => WalletKit.areas().includes('cards'));
document.querySelector('wallet-kit-payee-picker')?.addEventListener('wallet-kit:change', (event) => event.detail.id.length);
export const picker = <wallet-kit-payee-picker customer-id="Customer:1" currency="EUR" />;
// @ts-expect-error no such area
void WalletKit.load('checkout');
`;

/** Compiles each source as its own file of one program (one program: the lib and React types load once). */
function diagnosticsOf(sources: Record<string, string>): Record<string, string[]> {
  const files = Object.entries(sources).map(([name, source]) => {
    const file = join(scratch, `${name}.tsx`);
    writeFileSync(file, source);
    return [name, file] as const;
  });
  const program = ts.createProgram(
    files.map(([, file]) => file),
    {
      strict: true,
      noEmit: true,
      skipLibCheck: false,
      jsx: ts.JsxEmit.ReactJSX,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      target: ts.ScriptTarget.ES2022,
      lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
      types: [],
    },
  );
  const all = ts.getPreEmitDiagnostics(program);
  return Object.fromEntries(
    files.map(([name, file]) => [name, all.filter((d) => d.file?.fileName === file || !d.file).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'))]),
  );
}

describe('the shipped types', () => {
  it('type the ES module, window.WalletKit, loading an area, each element’s events and React’s JSX for the elements, and refuse a wrong use', () => {
    const diagnostics = diagnosticsOf({ consumer: CONSUMER, wrong: `${CONSUMER}\nexport const count: number = WalletKit.version;\n` });
    expect(diagnostics).toEqual({ consumer: [], wrong: [expect.stringContaining("Type 'string' is not assignable to type 'number'")] });
  }, 60_000);
});
