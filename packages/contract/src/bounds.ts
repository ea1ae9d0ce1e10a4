import * as z from 'zod/mini';

/*
 * What the platform's columns hold (issue 29 finding 6): every integer and day a request names is
 * bounded here, so a value past a column is request.invalid naming its field, never a database error.
 * One helper for each shape; the passkey ids, the relay's ids and the operator's ids all use them.
 */

/** PostgreSQL `integer` (and `serial`): ids, counts and sort orders. */
export const INT4_MAX = 2_147_483_647;

/** An integer a PostgreSQL `integer` column holds, from `min` (1: a row id). */
export const int4 = (min = 1) => z.int().check(z.minimum(min), z.maximum(INT4_MAX));

/** The same from a query string or path parameter (text). */
export const int4Text = (min = 1) => z.coerce.number().check(z.int(), z.minimum(min), z.maximum(INT4_MAX));

/** The first and last days the platform stores or reports (a timestamp column holds neither year 0 nor 10000). */
export const FIRST_DAY = '2000-01-01';
export const LAST_DAY = '2099-12-31';

/** A whole UTC day as YYYY-MM-DD, a real one, within FIRST_DAY … LAST_DAY. */
export const storedDay = () =>
  z.string().check(
    z.regex(/^\d{4}-\d{2}-\d{2}$/, 'A day as YYYY-MM-DD'),
    z.refine((d) => !Number.isNaN(Date.parse(d)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d), 'Not a real day'),
    z.refine((d) => d >= FIRST_DAY && d <= LAST_DAY, `A day from ${FIRST_DAY} to ${LAST_DAY}`),
  );

/** Epoch milliseconds within the same days. */
export const storedTime = () => z.int().check(z.gte(Date.parse(`${FIRST_DAY}T00:00:00Z`)), z.lte(Date.parse(`${LAST_DAY}T23:59:59.999Z`)));
