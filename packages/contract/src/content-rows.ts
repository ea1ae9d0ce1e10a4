import * as z from 'zod/mini';

/**
 * The answer of a content relay (decision 028): a list whose rows the web app parses one by one
 * with the row schema the relay names, so one malformed row is skipped instead of failing the
 * whole section (doc E "Bad input and failure"). The platform builds every row from its typed table.
 */
export const contentRows = z.array(z.unknown());

/** The rows that parse with `row`; the others are dropped (and counted, for a console warning). */
export function parseRows<S extends z.ZodMiniType>(row: S, rows: readonly unknown[]): { rows: z.output<S>[]; dropped: number } {
  const out: z.output<S>[] = [];
  for (const candidate of rows) {
    const parsed = z.safeParse(row, candidate);
    if (parsed.success) out.push(parsed.data);
  }
  return { rows: out, dropped: rows.length - out.length };
}
