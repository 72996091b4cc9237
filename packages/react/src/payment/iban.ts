/** "DE89370400440532013000" -> "DE89 3704 0044 0532 0130 00": read aloud and retyped in fours, as banks print it. */
export function groupIban(iban: string): string {
  return compactIban(iban).replace(/(.{4})(?=.)/g, '$1 ');
}

/** What a banking app's IBAN field accepts: no spaces, capitals. */
export function compactIban(iban: string): string {
  return iban.replace(/\s+/g, '').toUpperCase();
}
