import css from '@wallet-kit/react/styles.css?inline';

let sheet: CSSStyleSheet | undefined;

/**
 * The widgets' CSS as one constructable stylesheet, shared by every shadow root and the document.
 * Adopted stylesheets need no <style> element and no inline style, so a page with
 * `style-src 'self'` runs the bundle unchanged.
 */
export function widgetStyles(): CSSStyleSheet {
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
  }
  return sheet;
}

export function adoptStyles(target: Document | ShadowRoot): void {
  const styles = widgetStyles();
  if (!target.adoptedStyleSheets.includes(styles)) target.adoptedStyleSheets = [...target.adoptedStyleSheets, styles];
}
