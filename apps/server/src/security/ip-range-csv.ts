import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { IpRangeTable } from './ip-ranges.ts';

const QUOTE = 34;
const COMMA = 44;
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

/** An unquoted field's end without its trailing blanks (a CRLF's \r; spaces some organisation names end in). */
function trimmedEnd(text: string, start: number, end: number): number {
  let e = end;
  for (let c = text.charCodeAt(e - 1); e > start && (c === 32 || c === CR || c === 9); c = text.charCodeAt(e - 1)) e -= 1;
  return e;
}

/**
 * One line's fields. The walk keeps only where each lies (numbers), and `field(i)` reads one when the
 * caller asks: no string is made for a field nobody reads, and none is stored in between.
 * Valid during the `row` call only: the next line reuses it.
 */
export class CsvRow {
  /** Start and end of each field; a quoted field's include its quotes. */
  readonly bounds: Int32Array;

  constructor(
    private readonly text: string,
    columns: number,
  ) {
    this.bounds = new Int32Array(columns * 2);
  }

  field(i: number): string {
    const start = this.bounds[2 * i]!;
    const end = this.bounds[2 * i + 1]!;
    if (this.text.charCodeAt(start) !== QUOTE) return this.text.slice(start, end);
    const closed = end - start > 1 && this.text.charCodeAt(end - 1) === QUOTE;
    return this.text.slice(start + 1, closed ? end - 1 : end).replaceAll('""', '"');
  }
}

/** A line without quotes: its fields lie between its commas. False when it has too few. */
function plainLine(text: string, at: number, nl: number, bounds: Int32Array, last: number): boolean {
  let start = at;
  for (let n = 0; n < last; n += 1) {
    const comma = text.indexOf(',', start);
    if (comma === -1 || comma > nl) return false;
    bounds[2 * n] = start;
    bounds[2 * n + 1] = comma;
    start = comma + 1;
  }
  bounds[2 * last] = start;
  bounds[2 * last + 1] = trimmedEnd(text, start, nl);
  return true;
}

/** A line with a quote: field by field, a quoted one possibly running over line breaks. */
function quotedLine(text: string, at: number, nl: number, bounds: Int32Array): { complete: boolean; end: number } {
  const columns = bounds.length / 2;
  let start = at;
  let lineEndAt = nl;
  for (let n = 0; ; n += 1) {
    let end: number;
    let valueEnd: number;
    if (text.charCodeAt(start) === QUOTE) {
      end = text.indexOf('"', start + 1);
      while (end !== -1 && text.charCodeAt(end + 1) === QUOTE) end = text.indexOf('"', end + 2);
      end = valueEnd = end === -1 ? text.length : end + 1;
      if (end > lineEndAt) lineEndAt = lineEnd(text, end);
    } else {
      // The last column runs to the end of the line.
      const comma = n === columns - 1 ? -1 : text.indexOf(',', start);
      end = comma === -1 || comma > lineEndAt ? lineEndAt : comma;
      valueEnd = trimmedEnd(text, start, end);
    }
    if (n < columns) {
      bounds[2 * n] = start;
      bounds[2 * n + 1] = valueEnd;
    }
    if (end >= lineEndAt || text.charCodeAt(end) !== COMMA) return { complete: n + 1 >= columns, end: lineEndAt };
    start = end + 1;
  }
}

/**
 * Walks the lines of the @ip-location-db packages' CSV files (`start,end,value…`) and calls `row`
 * with the `columns` (2 or more) fields of each line that has them; blank and shorter lines are
 * passed over. A field in double quotes may hold commas, line breaks and doubled quotes
 * ("Amazon.com, Inc."), and is taken as it stands; an unquoted one loses trailing blanks (CRLF line
 * ends; some organisation names end in spaces), and the last one runs to the end of its line.
 * Returns the rows given. Lines without a quote (nearly all) take the short way and no field becomes
 * a string unless `row` reads it: the tables load in about the time of the plain comma split.
 */
export function eachCsvRow(text: string, columns: number, row: (fields: CsvRow) => void): number {
  const fields = new CsvRow(text, columns);
  let rows = 0;
  let quote = text.indexOf('"');
  let at = 0;
  while (at < text.length) {
    let nl = lineEnd(text, at);
    let complete: boolean;
    if (quote === -1 || quote > nl) complete = plainLine(text, at, nl, fields.bounds, columns - 1);
    else {
      ({ complete, end: nl } = quotedLine(text, at, nl, fields.bounds));
      quote = text.indexOf('"', nl + 1);
    }
    if (complete) {
      row(fields);
      rows += 1;
    }
    at = nl + 1;
  }
  return rows;
}

/**
 * A package's IPv4 and IPv6 CSV files, read offline into one IpRangeTable: `value` turns each row
 * (start and end first) into the range's 32-bit value.
 */
export async function loadRangeTable(
  dir: string,
  files: { ipv4: string; ipv6: string },
  columns: number,
  value: (fields: CsvRow) => number,
): Promise<IpRangeTable> {
  const read = (file: string) => readFile(path.join(dir, file), 'latin1');
  const [v4text, v6text] = await Promise.all([read(files.ipv4), read(files.ipv6)]);
  const table = new IpRangeTable(countLines(v4text), countLines(v6text));
  eachCsvRow(v4text, columns, (f) => table.addV4(f.field(0), f.field(1), value(f)));
  eachCsvRow(v6text, columns, (f) => table.addV6(f.field(0), f.field(1), value(f)));
  return table;
}
