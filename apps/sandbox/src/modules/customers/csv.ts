/** A CSV file that cannot be read as RFC 4180 records with a header row. */
export class CsvError extends Error {
  readonly code = 'CSV_INVALID';
}

/**
 * Parses RFC 4180 CSV (quoted fields, doubled quotes, CRLF or LF, blank lines skipped) into records
 * keyed by the header row. A record with more fields than the header is an error naming its line.
 */
export function parseCsv(text: string): { header: string[]; rows: { line: number; values: Record<string, string> }[] } {
  const records: { line: number; fields: string[] }[] = [];
  let fields: string[] = [];
  let field = '';
  let quoted = false;
  let line = 1;
  let start = 1;
  const endField = () => {
    fields.push(field);
    field = '';
  };
  const endRecord = () => {
    endField();
    if (!(fields.length === 1 && fields[0] === '')) records.push({ line: start, fields });
    fields = [];
    start = line;
  };
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (ch === '"') quoted = false;
      else {
        if (ch === '\n') line += 1;
        field += ch;
      }
    } else if (ch === '"' && field === '') quoted = true;
    else if (ch === ',') endField();
    else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i += 1;
      line += 1;
      endRecord();
    } else field += ch;
  }
  if (quoted) throw new CsvError(`line ${start}: a quoted field is not closed`);
  if (field !== '' || fields.length > 0) endRecord();
  const [head, ...body] = records;
  if (!head) throw new CsvError('the file is empty; expected a header row');
  const header = head.fields.map((name) => name.trim().replace(/^\uFEFF/, ''));
  const rows = body.map(({ line: at, fields: values }) => {
    if (values.length > header.length) throw new CsvError(`line ${at}: ${values.length} fields, but the header names ${header.length}`);
    return { line: at, values: Object.fromEntries(header.map((name, i) => [name, (values[i] ?? '').trim()])) };
  });
  return { header, rows };
}
