/// <reference types="vite/client" />
import { formatMessage, parseMessage, type MessagePart, type MessageValues } from '../src/i18n/message-format.js';
import { allCatalogs } from './all-catalogs.js';

type Words = Readonly<Record<string, string>>;

// Every area's catalogs (src/<area>/messages/<tag>.ts, each exporting its tag without the hyphen: ptBR), merged by
// tag: area ids start with the area's name, so they never collide. By file, like all-catalogs.ts: Storybook only.
const areaModules = import.meta.glob<Record<string, Words>>('../src/*/messages/*.ts', { eager: true });
const areaWords: Record<string, Words> = {};
for (const [path, module] of Object.entries(areaModules)) {
  const tag = path.slice(path.lastIndexOf('/') + 1, -'.ts'.length);
  const words = module[tag.replace('-', '')];
  if (words && (tag === 'en' || allCatalogs[tag])) areaWords[tag] = { ...areaWords[tag], ...words };
}

/** A story's words by message id: the text, or with `.pattern` a RegExp that takes any value for its placeholders. */
export interface StoryWords {
  (id: string, values?: MessageValues): string;
  pattern(id: string): RegExp;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const patternOf = (parts: readonly MessagePart[]) => parts.map((part) => (typeof part === 'string' ? escape(part) : '.+')).join('');

/**
 * The words a story shows, in the locale its globals choose (the toolbar's, or a story's `globals: { locale: 'ar' }`),
 * the widgets' catalog and every area's. A play that finds its controls by these walks the Arabic story to the same
 * end as the English one, where names written in English stopped it at its first step.
 *
 * @example const t = storyWords(context.globals); await userEvent.click(await canvas.findByRole('button', { name: t('wallet.send.continue') }));
 */
export function storyWords(globals: { readonly locale?: unknown }): StoryWords {
  const locale = typeof globals.locale === 'string' && allCatalogs[globals.locale] ? globals.locale : 'en';
  const catalog: Words = { ...allCatalogs['en'], ...areaWords['en'], ...allCatalogs[locale], ...areaWords[locale] };
  const source = (id: string) => {
    const text = catalog[id];
    if (text === undefined) throw new Error(`storyWords: no message ${id} in ${locale}`);
    return text;
  };
  const words = (id: string, values?: MessageValues) => formatMessage(source(id), values, locale);
  words.pattern = (id: string) => new RegExp(`^${patternOf(parseMessage(source(id)))}$`);
  return words;
}
