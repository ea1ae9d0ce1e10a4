import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { countFileLines, eachCsvFileRow, eachCsvRow } from '../../src/security/ip-range-csv.ts';

const rowsOf = (text: string, columns: number) => {
  const rows: string[][] = [];
  const given = eachCsvRow(text, columns, (row) => rows.push(Array.from({ length: columns }, (_, i) => row.field(i))));
  expect(given).toBe(rows.length);
  return rows;
};

/** How a CSV writer puts a field: quoted (quotes doubled) when it holds a comma, a quote, a line break or ends in a blank. */
const written = (field: string) => (/[",\r\n]|\s$/.test(field) ? `"${field.replaceAll('"', '""')}"` : field);

describe('the ip-range CSV walker', () => {
  it.each([
    ['plain rows', '1,2,US\n3,4,BR\n', 3, [['1', '2', 'US'], ['3', '4', 'BR']]],
    ['no newline at the end', '1,2,US\n3,4,BR', 3, [['1', '2', 'US'], ['3', '4', 'BR']]],
    ['CRLF line ends', '1,2,US\r\n3,4,BR\r\n', 3, [['1', '2', 'US'], ['3', '4', 'BR']]],
    ['blank lines, LF and CRLF', '\n1,2,US\n\n\r\n3,4,BR\n\n', 3, [['1', '2', 'US'], ['3', '4', 'BR']]],
    ['a line with too few fields', '1,2\n3,4,BR\n', 3, [['3', '4', 'BR']]],
    ['an embedded comma', '1,2,16509,"Amazon.com, Inc."\n', 4, [['1', '2', '16509', 'Amazon.com, Inc.']]],
    ['doubled quotes', '1,2,9162,"The ""Tambov"" Institute, Ltd"\r\n', 4, [['1', '2', '9162', 'The "Tambov" Institute, Ltd']]],
    ['a quoted field keeps its blanks', '1,2,7,"Spaced, Inc. "\n', 4, [['1', '2', '7', 'Spaced, Inc. ']]],
    ['an unquoted field loses trailing blanks', '1,2,7,SatGate Company \n', 4, [['1', '2', '7', 'SatGate Company']]],
    ['a line break inside quotes', '1,2,7,"Two\nLines"\n3,4,8,Next\n', 4, [['1', '2', '7', 'Two\nLines'], ['3', '4', '8', 'Next']]],
    ['a quoted field not last', '"1",2,US\n', 3, [['1', '2', 'US']]],
    ['the last column runs to the end of the line', '1,2,US,extra\n', 3, [['1', '2', 'US,extra']]],
    ['an unclosed quote takes the rest', '1,2,7,"Open\n', 4, [['1', '2', '7', 'Open\n']]],
  ])('%s', (_name, text, columns, expected) => {
    expect(rowsOf(text, columns)).toEqual(expected);
  });

  it('reads back any rows a CSV writer wrote, with LF or CRLF and blank lines between', () => {
    const field = fc.string({ unit: fc.constantFrom('a', 'Z', '9', ' ', ',', '"', '\n', '\r', '.', 'é') });
    // Commas, quotes, line breaks and trailing blanks in the last column, written as `written` does.
    const row = fc.tuple(fc.stringMatching(/^[0-9]{1,12}$/), fc.stringMatching(/^[0-9]{1,12}$/), field);
    fc.assert(
      fc.property(fc.array(row, { maxLength: 20 }), fc.constantFrom('\n', '\r\n'), fc.boolean(), (rows, eol, blankLines) => {
        const text = rows.map((r) => r.map(written).join(',') + eol + (blankLines ? eol : '')).join('');
        expect(rowsOf(text, 3)).toEqual(rows.map((r) => [...r]));
      }),
    );
  });

});

describe('the ip-range CSV walker over a file, a piece at a time', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'ip-range-csv-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  let files = 0;

  const fileRowsOf = async (text: string, columns: number, pieceBytes: number) => {
    const file = path.join(dir, `t${(files += 1)}.csv`);
    writeFileSync(file, text, 'latin1');
    const rows: string[][] = [];
    const given = await eachCsvFileRow(file, columns, (row) => rows.push(Array.from({ length: columns }, (_, i) => row.field(i))), pieceBytes);
    expect(given).toBe(rows.length);
    return { rows, lines: await countFileLines(file, pieceBytes) };
  };

  it('gives the rows and the line count of the whole text, wherever the pieces end', async () => {
    const field = fc.string({ unit: fc.constantFrom('a', 'Z', '9', ' ', ',', '"', '\n', '\r', '.', 'é') });
    const row = fc.tuple(fc.stringMatching(/^[0-9]{1,12}$/), fc.stringMatching(/^[0-9]{1,12}$/), field);
    await fc.assert(
      fc.asyncProperty(fc.array(row, { maxLength: 12 }), fc.constantFrom('\n', '\r\n'), fc.boolean(), fc.integer({ min: 1, max: 24 }), async (rows, eol, blankLines, pieceBytes) => {
        const text = rows.map((r) => r.map(written).join(',') + eol + (blankLines ? eol : '')).join('');
        const read = await fileRowsOf(text, 3, pieceBytes);
        expect(read.rows).toEqual(rowsOf(text, 3));
        expect(read.lines).toBe(text.split('\n').length);
      }),
      { numRuns: 150 },
    );
  });

  it('counts the lines a table must hold', async () => {
    expect((await fileRowsOf('', 3, 64)).lines).toBe(1);
    const two = await fileRowsOf('1,2,US\n3,4,BR\n', 3, 4);
    expect(two.lines).toBe(3);
    expect(two.rows.length).toBeLessThanOrEqual(two.lines);
  });

  it.each([
    ['a line break inside quotes across pieces', '1,2,7,"Two\nLines"\n3,4,8,Next\n', 4],
    ['an unclosed quote takes the rest', '1,2,7,"Open\n5,6,9,More\n', 4],
    ['no newline at the end', '1,2,US\n3,4,BR', 3],
    ['a line longer than a piece', `1,2,${'x'.repeat(100)}\n3,4,BR\n`, 3],
  ])('%s', async (_name, text, columns) => {
    for (const pieceBytes of [1, 2, 3, 5, 8, 64]) expect((await fileRowsOf(text, columns, pieceBytes)).rows).toEqual(rowsOf(text, columns));
  });
});
