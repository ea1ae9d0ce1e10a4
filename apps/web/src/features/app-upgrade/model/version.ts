/**
 * Compares dotted version numbers part by part as numbers ("2.10.0" is after "2.9.9"); a missing part
 * is 0 ("2.5" equals "2.5.0"), and a part's leading digits are its number ("3-beta" counts as 3).
 * Negative: a before b; 0: equal; positive: a after b.
 */
export function compareVersions(a: string, b: string): number {
  const parts = (v: string) => v.trim().split('.').map((p) => Number.parseInt(p, 10) || 0);
  const [x, y] = [parts(a), parts(b)];
  for (let i = 0; i < Math.max(x.length, y.length); i += 1) {
    const d = (x[i] ?? 0) - (y[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}
