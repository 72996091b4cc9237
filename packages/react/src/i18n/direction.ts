const RTL_LANGUAGES = new Set(['ar', 'he', 'fa', 'ur', 'ps', 'sd', 'yi', 'dv', 'ckb', 'ug']);

/** Writing direction of a locale, for the `dir` attribute of each component root. */
export function directionOf(locale: string): 'ltr' | 'rtl' {
  return RTL_LANGUAGES.has(locale.toLowerCase().split('-')[0]!) ? 'rtl' : 'ltr';
}
