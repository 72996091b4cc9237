// Zero of each decimal-digit block a phone keyboard or IME is likely to produce:
// ASCII, Arabic-Indic, Extended Arabic-Indic (Persian, Urdu), Devanagari, Bengali, full-width (CJK IMEs).
const ZEROS = [0x30, 0x660, 0x6f0, 0x966, 0x9e6, 0xff10];

/**
 * The ASCII digits of whatever was typed or pasted, at most `length` of them: "123 456", "123-456"
 * and "١٢٣٤٥٦" all give "123456"; letters, spaces and dashes are dropped.
 */
export function codeDigits(text: string, length: number): string {
  let out = '';
  for (const char of text) {
    const point = char.codePointAt(0)!;
    const zero = ZEROS.find((base) => point >= base && point <= base + 9);
    if (zero !== undefined) out += String(point - zero);
    if (out.length === length) break;
  }
  return out;
}
