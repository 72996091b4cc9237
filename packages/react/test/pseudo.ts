import { expect } from 'vitest';
import { en } from '../src/i18n/locales/en.js';

// Words of three letters or more from every English message, placeholders removed.
const englishWords = new Set(
  Object.values(en)
    .flatMap((source) => source.replace(/\{[^{}]*\}/g, ' ').replace(/\w+, plural,|=\d+|\b(zero|one|two|few|many|other)\s*\{/g, ' ').match(/[A-Za-z]{3,}/g) ?? [])
    .map((word) => word.toLowerCase()),
);

/** Everything a person can read or hear in a subtree: text and the accessible-name attributes. */
function readableText(root: Element): string[] {
  const texts: string[] = [];
  const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) if (node.textContent?.trim()) texts.push(node.textContent);
  for (const element of root.querySelectorAll('[aria-label],[title],[placeholder],[alt]')) {
    for (const attribute of ['aria-label', 'title', 'placeholder', 'alt']) {
      const value = element.getAttribute(attribute);
      if (value) texts.push(value);
    }
  }
  return texts;
}

/**
 * Fails if any English catalog word survives in the rendered output: rendered in the pseudo-locale,
 * every catalog string is accented, so a plain English word is one that bypassed the catalog.
 * `data` lists words that come from the fixture itself (bank names, currency codes).
 */
export function expectNoRawEnglish(root: Element, data: readonly string[] = []): void {
  const allowed = new Set(data.map((word) => word.toLowerCase()));
  const leaks = readableText(root).flatMap((text) =>
    (text.match(/[A-Za-z]{3,}/g) ?? []).filter((word) => englishWords.has(word.toLowerCase()) && !allowed.has(word.toLowerCase())).map((word) => `"${word}" in "${text}"`),
  );
  expect(leaks).toEqual([]);
}
