import { parseMessage, serializeMessage, type MessagePart } from './message-format.js';
import type { Messages } from './locales/en.js';

const ACCENTED: Readonly<Record<string, string>> = {
  a: 'á', b: 'ƀ', c: 'ç', d: 'ð', e: 'é', f: 'ƒ', g: 'ĝ', h: 'ĥ', i: 'î', j: 'ĵ', k: 'ķ', l: 'ļ', m: 'ɱ',
  n: 'ñ', o: 'ö', p: 'þ', q: 'ǫ', r: 'ŕ', s: 'š', t: 'ţ', u: 'û', v: 'ṽ', w: 'ŵ', x: 'ẋ', y: 'ý', z: 'ž',
  A: 'Å', B: 'Ɓ', C: 'Ç', D: 'Ð', E: 'É', F: 'Ƒ', G: 'Ĝ', H: 'Ĥ', I: 'Î', J: 'Ĵ', K: 'Ķ', L: 'Ļ', M: 'Ṁ',
  N: 'Ñ', O: 'Ö', P: 'Þ', Q: 'Ǫ', R: 'Ŕ', S: 'Š', T: 'Ţ', U: 'Û', V: 'Ṽ', W: 'Ŵ', X: 'Ẋ', Y: 'Ý', Z: 'Ž',
};

const accent = (text: string) => text.replace(/[A-Za-z]/g, (letter) => ACCENTED[letter] ?? letter);

// Translations run about a third longer than English: padding shows where a layout will clip them.
const pad = (length: number) => '·'.repeat(Math.max(1, Math.ceil(length * 0.35)));

function textLength(parts: readonly MessagePart[]): number {
  return parts.reduce((sum, part) => sum + (typeof part === 'string' ? part.length : 3), 0);
}

function rewrite(parts: readonly MessagePart[]): MessagePart[] {
  return parts.map((part) => {
    if (typeof part === 'string') return accent(part);
    if (part.type !== 'plural') return part;
    const branches = Object.fromEntries(Object.entries(part.branches).map(([selector, branch]) => [selector, rewrite(branch)]));
    return { ...part, branches };
  });
}

/**
 * The pseudo-locale of one message: accented, padded and bracketed, placeholders kept, so a string
 * that escaped the catalog shows up as plain English and a clipped one loses its closing bracket.
 *
 * @example pseudoLocalizeMessage('Copy {label}') // "[Çöþý {label} ···]"
 */
export function pseudoLocalizeMessage(source: string): string {
  const parts = parseMessage(source);
  return `[${serializeMessage(rewrite(parts))} ${pad(textLength(parts))}]`;
}

/** A whole catalog in the pseudo-locale (the widgets' own, or an area's). */
export function pseudoLocalize<M extends Readonly<Record<string, string>> = Messages>(messages: M): M {
  return Object.fromEntries(Object.entries(messages).map(([id, source]) => [id, pseudoLocalizeMessage(source)])) as unknown as M;
}
