// RFC 4180 CSV text, shared by the sandbox (format=csv pages) and the API core (whole-report
// files), so that both sides quote the same way.

export type CsvValue = string | number | boolean | null | undefined;

/** RFC 4180 records end in CRLF. */
export const CSV_EOL = '\r\n';

const NEEDS_QUOTES = /[",\r\n]/;

/**
 * One cell: null and undefined are empty; a value holding a quote, comma, CR or LF is wrapped
 * in quotes with inner quotes doubled. Everything else is written as is (spaces are data).
 */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  const text = typeof value === 'string' ? value : String(value);
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One record, CRLF included. */
export function csvLine(values: readonly CsvValue[]): string {
  let line = '';
  for (let i = 0; i < values.length; i++) line += (i === 0 ? '' : ',') + csvCell(values[i]);
  return line + CSV_EOL;
}

/** The cells of `row` in `fields` order. */
export function csvRecord(fields: readonly string[], row: Readonly<Record<string, CsvValue>>): string {
  let line = '';
  for (let i = 0; i < fields.length; i++) line += (i === 0 ? '' : ',') + csvCell(row[fields[i]!]);
  return line + CSV_EOL;
}

/**
 * Reads RFC 4180 text back into records (tests, and clients reading a format=csv page).
 * Quoted cells may hold commas, doubled quotes and line breaks.
 */
export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let cell = '';
  let quoted = false;
  const endCell = () => {
    record.push(cell);
    cell = '';
  };
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch !== '"') cell += ch;
      else if (text[i + 1] === '"') {
        cell += '"';
        i++;
      } else quoted = false;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') endCell();
    else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      endCell();
      records.push(record);
      record = [];
    } else cell += ch;
  }
  if (cell !== '' || record.length > 0) records.push([...record, cell]);
  return records;
}
