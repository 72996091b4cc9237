const escape = (text: string): string => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** Served with every hosted page: nothing loads, nothing runs; the form posts back here only. */
export const HOSTED_PAGE_HEADERS = {
  'Content-Type': 'text/html; charset=utf-8',
  'Content-Security-Policy': "default-src 'none'; img-src data:; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
  'Cache-Control': 'no-store',
  'Referrer-Policy': 'no-referrer',
};

const CHOICES = [
  ['APPROVED', 'Pass the identity check'],
  ['RESOLVE_ERRORS', 'Ask for more documents'],
  ['REJECTED', 'Fail the identity check'],
  ['PENDING_MANUAL_REVIEW', 'Send to manual review'],
] as const;

// An icon of its own, so that no browser asks for /favicon.ico (Firefox reports the refused request as a page error).
const NO_ICON = '<link rel="icon" href="data:,">';

/**
 * The sandbox's stand-in for the provider's hosted verification: the tester picks how it ends. A person reads it, so
 * it names the customer by name or not at all (never by the platform's id) and says "identity check", not "KYC".
 */
export function hostedPage(name: string | undefined, kind: 'KYC' | 'KYB'): string {
  const check = kind === 'KYB' ? 'business check' : 'identity check';
  const whose = name ? ` of <strong>${escape(name)}</strong>` : '';
  const buttons = CHOICES.map(([value, label]) => `<button type="submit" name="outcome" value="${value}">${label}</button>`).join('\n      ');
  return `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Sandbox ${check}</title>${NO_ICON}</head>
  <body>
    <main>
      <h1>Sandbox ${check}</h1>
      <p>This page stands in for the verification provider. Choose how the ${check}${whose} ends; the review then takes a few seconds.</p>
      <form method="post">
      ${buttons}
      </form>
    </main>
  </body>
</html>`;
}

/** What the hosted flow shows once it is done and there is nowhere to send the customer back to. */
export const DONE_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Verification submitted</title>${NO_ICON}</head>
<body><main><h1>Verification submitted</h1><p>You can close this page.</p></main></body></html>`;
