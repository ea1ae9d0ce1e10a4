/**
 * The performance mark set when deferred work starts loading (decision 061): what loads after it is not
 * the first load (e2e budgets). Its own tiny module so the app's first-load code can set it without
 * pulling lib/use-engaged in.
 */
export const DEFERRED_MARK = 'portico:deferred';

export function markDeferred(): void {
  performance.mark(DEFERRED_MARK);
}
