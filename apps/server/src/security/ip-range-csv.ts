import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { IpRangeTable } from './ip-ranges.ts';

const COMMA = 44;
const QUOTE = 34;
const CR = 13;

/**
 * The number of lines of a text (the rows it can hold at most): the range tables are sized with it
 * before the walk, so they are allocated once.
 */
export function countLines(text: string): number {
  let n = 0;
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) n += 1;
  return n + 1;
}

/** Where the line holding `at` ends: its \n, or the end of the text. */
function lineEnd(text: string, at: number): number {
  const nl = text.indexOf('\n', at);
  return nl === -1 ? text.length : nl;
}

/**
 * A quoted field from its opening quote ("" is one quote) into `fields[n]` (when n is one of them);
 * returns where it ends, after the closing quote.
 */
function quotedField(text: string, open: number, fields: string[], n: number): number {
  let q = text.indexOf('"', open + 1);
  let value = '';
  let from = open + 1;
  for (; q !== -1 && text.charCodeAt(q + 1) === QUOTE; q = text.indexOf('"', from)) {
    value += text.slice(from, q) + '"';
    from = q + 2;
  }
  if (n < fields.length) fields[n] = value + text.slice(from, q === -1 ? text.length : q);
  return q === -1 ? text.length : q + 1;
}

/**
 * The field at `at` of a line ending at `nl` into `fields[n]` (when n is one of them); returns where
 * it ends: its comma or the line end. An unquoted field loses trailing blanks; the last column runs
 * to the end of the line (no search for a comma not there).
 */
function readField(text: string, at: number, nl: number, fields: string[], n: number): number {
  if (text.charCodeAt(at) === QUOTE) return quotedField(text, at, fields, n);
  const comma = n === fields.length - 1 ? -1 : text.indexOf(',', at);
  const end = comma === -1 || comma > nl ? nl : comma;
  let e = end;
  for (let c = text.charCodeAt(e - 1); e > at && (c === 32 || c === CR || c === 9); c = text.charCodeAt(e - 1)) e -= 1;
  if (n < fields.length) fields[n] = text.slice(at, e);
  return end;
}

/**
 * Walks the lines of the @ip-location-db packages' CSV files (`start,end,value…`) and calls `row`
 * with the `columns` (2 or more) fields of each line that has them; blank and shorter lines are
 * passed over. A field in double quotes may hold commas, line breaks and doubled quotes
 * ("Amazon.com, Inc.") and is taken as it stands; an unquoted one loses trailing blanks (CRLF line
 * ends; some organisation names end in spaces), and the last one runs to the end of its line. `row`
 * gets the same array each time (hundreds of thousands of rows: no array per row), so it must not
 * keep it. Returns the rows given.
 */
export function eachCsvRow(text: string, columns: number, row: (fields: readonly string[]) => void): number {
  const fields = new Array<string>(columns).fill('');
  let rows = 0;
  let at = 0;
  while (at < text.length) {
    let nl = lineEnd(text, at);
    let n = 0;
    for (;;) {
      const end = readField(text, at, nl, fields, n);
      n += 1;
      // A line break inside quotes: the row goes on to the line after them.
      if (end > nl) nl = lineEnd(text, end);
      if (end >= nl || text.charCodeAt(end) !== COMMA) break;
      at = end + 1;
    }
    if (n >= columns) {
      row(fields);
      rows += 1;
    }
    at = nl + 1;
  }
  return rows;
}

/**
 * A package's IPv4 and IPv6 CSV files, read offline into one IpRangeTable: `value` turns each row's
 * fields (start and end first) into the range's 32-bit value.
 */
export async function loadRangeTable(
  dir: string,
  files: { ipv4: string; ipv6: string },
  columns: number,
  value: (fields: readonly string[]) => number,
): Promise<IpRangeTable> {
  const read = (file: string) => readFile(path.join(dir, file), 'latin1');
  const [v4text, v6text] = await Promise.all([read(files.ipv4), read(files.ipv6)]);
  const table = new IpRangeTable(countLines(v4text), countLines(v6text));
  eachCsvRow(v4text, columns, (f) => table.addV4(f[0]!, f[1]!, value(f)));
  eachCsvRow(v6text, columns, (f) => table.addV6(f[0]!, f[1]!, value(f)));
  return table;
}
