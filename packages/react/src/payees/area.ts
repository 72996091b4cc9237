import { defineArea } from '../areas/define-area.js';
import { en, type PayeeMessages } from './messages/en.js';

/** The payees area: its messages in every language the widgets ship, each its own chunk. */
export const payeesArea = defineArea<PayeeMessages>('payees', {
  en,
  load: {
    ar: () => import('./messages/ar.js').then((m) => m.ar),
    de: () => import('./messages/de.js').then((m) => m.de),
    es: () => import('./messages/es.js').then((m) => m.es),
    fr: () => import('./messages/fr.js').then((m) => m.fr),
    he: () => import('./messages/he.js').then((m) => m.he),
    hi: () => import('./messages/hi.js').then((m) => m.hi),
    it: () => import('./messages/it.js').then((m) => m.it),
    ja: () => import('./messages/ja.js').then((m) => m.ja),
    ko: () => import('./messages/ko.js').then((m) => m.ko),
    nl: () => import('./messages/nl.js').then((m) => m.nl),
    pl: () => import('./messages/pl.js').then((m) => m.pl),
    'pt-BR': () => import('./messages/pt-BR.js').then((m) => m.ptBR),
    sv: () => import('./messages/sv.js').then((m) => m.sv),
    tr: () => import('./messages/tr.js').then((m) => m.tr),
    'zh-Hans': () => import('./messages/zh-Hans.js').then((m) => m.zhHans),
  },
});
