import { createReadStream } from 'node:fs';
import path from 'node:path';
import { IpRangeTable } from './ip-ranges.ts';

const QUOTE = 34;
const COMMA = 44;
const CR = 13;
const LF = 10;

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
  return walkCsv(text, columns, row, true).rows;
}

/**
 * The walk of `eachCsvRow`. When `final` is false the text is a piece of a longer one: a last line
 * that may go on in the next piece (no line break after it, or a quote still open) is left, and
 * `end` is where it starts.
 */
function walkCsv(text: string, columns: number, row: (fields: CsvRow) => void, final: boolean): { rows: number; end: number } {
  const fields = new CsvRow(text, columns);
  let rows = 0;
  let quote = text.indexOf('"');
  let at = 0;
  while (at < text.length) {
    let nl = lineEnd(text, at);
    let complete: boolean;
    if (quote === -1 || quote > nl) {
      if (!final && nl === text.length) break;
      complete = plainLine(text, at, nl, fields.bounds, columns - 1);
    } else {
      ({ complete, end: nl } = quotedLine(text, at, nl, fields.bounds));
      if (!final && nl === text.length) break;
      quote = text.indexOf('"', nl + 1);
    }
    if (complete) {
      row(fields);
      rows += 1;
    }
    at = nl + 1;
  }
  return { rows, end: Math.min(at, text.length) };
}

/**
 * Bytes read at a time: under V8's 128 KiB limit for an object of the young generation, so each
 * piece, and the text made of it, dies young (a scavenge frees it). A whole file read as one string
 * (21 MB for the ASN table's IPv4 file) sat in the large-object space until the next full
 * collection: 30–70 MB of the platform's memory after the first sign-in page (decision 050).
 * The load takes a little longer: country 160–210 ms, ASN 210–270 ms (180 and 190 as one string).
 */
const PIECE_BYTES = 120 * 1024;

/**
 * The number of lines of a file (its line breaks plus one: the rows it can hold at most), read a piece
 * at a time: the range tables are sized with it before the walk, so they are allocated once.
 */
export async function countFileLines(file: string, pieceBytes = PIECE_BYTES): Promise<number> {
  let lines = 1;
  for await (const piece of createReadStream(file, { highWaterMark: pieceBytes }) as AsyncIterable<Buffer>) {
    for (let i = piece.indexOf(LF); i !== -1; i = piece.indexOf(LF, i + 1)) lines += 1;
  }
  return lines;
}

/** `eachCsvRow` over a file, read a piece at a time; a row is never split between two pieces. */
export async function eachCsvFileRow(file: string, columns: number, row: (fields: CsvRow) => void, pieceBytes = PIECE_BYTES): Promise<number> {
  let rows = 0;
  let carry = '';
  for await (const piece of createReadStream(file, { encoding: 'latin1', highWaterMark: pieceBytes }) as AsyncIterable<string>) {
    const text = carry + piece;
    const walked = walkCsv(text, columns, row, false);
    rows += walked.rows;
    carry = text.slice(walked.end);
  }
  return rows + walkCsv(carry, columns, row, true).rows;
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
  const v4 = path.join(dir, files.ipv4);
  const v6 = path.join(dir, files.ipv6);
  const table = new IpRangeTable(await countFileLines(v4), await countFileLines(v6));
  await eachCsvFileRow(v4, columns, (f) => table.addV4(f.field(0), f.field(1), value(f)));
  await eachCsvFileRow(v6, columns, (f) => table.addV6(f.field(0), f.field(1), value(f)));
  return table;
}
