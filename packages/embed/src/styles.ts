import css from '@wallet-kit/react/styles.css?inline';

let sheet: CSSStyleSheet | undefined;
// The rules an area's file brings for its own widgets (build.mjs leaves them out of this file).
let areaCss = '';

/**
 * The widgets' CSS as one constructable stylesheet, shared by every shadow root and the document.
 * Adopted stylesheets need no <style> element and no inline style, so a page with
 * `style-src 'self'` runs the bundle unchanged.
 */
export function widgetStyles(): CSSStyleSheet {
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(css + areaCss);
  }
  return sheet;
}

export function adoptStyles(target: Document | ShadowRoot): void {
  const styles = widgetStyles();
  if (!target.adoptedStyleSheets.includes(styles)) target.adoptedStyleSheets = [...target.adoptedStyleSheets, styles];
}

/** Called by an area file: its widgets' rules join the one stylesheet every shadow root already adopts. */
export function addWidgetStyles(rules: string): void {
  areaCss += rules;
  sheet?.replaceSync(css + areaCss);
}
