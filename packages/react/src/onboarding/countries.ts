/**
 * ISO 3166-1 alpha-2 codes of the countries and territories a person may live in or hold papers of.
 * Only the codes travel: each name comes from `Intl.DisplayNames` in the person's language, so no
 * catalog carries 249 names.
 */
const CODES =
  'ADAEAFAGAIALAMAOAQARASATAUAWAXAZBABBBDBEBFBGBHBIBJBLBMBNBOBQBRBSBTBVBWBYBZCACCCDCFCGCHCICKCLCMCNCOCRCUCVCWCXCYCZDEDJDKDMDODZECEEEGEHERESETFIFJFKFMFOFRGAGBGDGEGFGGGHGIGLGMGNGPGQGRGSGTGUGWGYHKHMHNHRHTHUIDIEILIMINIOIQIRISITJEJMJOJPKEKGKHKIKMKNKPKRKWKYKZLALBLCLILKLRLSLTLULVLYMAMCMDMEMFMGMHMKMLMMMNMOMPMQMRMSMTMUMVMWMXMYMZNANCNENFNGNINLNONPNRNUNZOMPAPEPFPGPHPKPLPMPNPRPSPTPWPYQARERORSRURWSASBSCSDSESGSHSISJSKSLSMSNSOSRSSSTSVSXSYSZTCTDTFTGTHTJTKTLTMTNTOTRTTTVTWTZUAUGUMUSUYUZVAVCVEVGVIVNVUWFWSYEYTZAZMZW';

/** Every code, in no particular order. */
export const COUNTRY_CODES: readonly string[] = CODES.match(/../g) ?? [];

/** The countries as `[code, name]` in the person's language, sorted as that language sorts; a code without a name shows as itself. */
export function countryOptions(locale: string): Array<readonly [string, string]> {
  let names: Intl.DisplayNames | undefined;
  try {
    names = new Intl.DisplayNames([locale], { type: 'region' });
  } catch {
    names = undefined;
  }
  const collator = new Intl.Collator(locale);
  return COUNTRY_CODES.map((code) => [code, names?.of(code) ?? code] as const).sort((a, b) => collator.compare(a[1], b[1]));
}
