// The sandbox's CSV writer (RFC 4180), for format=csv network pages and export files. Its own, not
// the API client's: a quoting mistake on one side must show up as a difference, not be shared.

export type CsvValue = string | number | boolean | null | undefined;

/** RFC 4180 §2.1: each record ends in CRLF. */
export const CSV_EOL = '\r\n';

/** RFC 4180 §2.6: fields holding a double quote, comma, CR or LF are enclosed in double quotes. */
const NEEDS_QUOTES = /[",\r\n]/;

/** One field: null and undefined are empty; a quote inside a quoted field is doubled (§2.7). */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  const text = String(value);
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One record from its values, CRLF included. */
export function csvLine(values: readonly CsvValue[]): string {
  return values.map(csvCell).join(',') + CSV_EOL;
}

/** One record holding `row`'s values in `columns` order, CRLF included. */
export function csvRecord(columns: readonly string[], row: Readonly<Record<string, CsvValue>>): string {
  return csvLine(columns.map((c) => row[c]));
}
