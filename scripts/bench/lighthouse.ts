// Lighthouse runs of the bench (issue 18): each page several times, the median of each figure, so
// one noisy run does not decide what is printed.
import lighthouse from 'lighthouse';

export type PageScore = { page: string; finalUrl: string; score: number | null; lcp: number; tbt: number; cls: number; error?: string };

export const RUNS = 3;

const median = (values: number[]) => {
  const finite = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (finite.length === 0) return Number.NaN;
  const mid = finite.length >> 1;
  return finite.length % 2 ? finite[mid]! : (finite[mid - 1]! + finite[mid]!) / 2;
};

async function once(port: number, label: string, url: string, blocked: string[]): Promise<PageScore> {
  // Default config: mobile form factor, emulated Moto G Power, simulated slow 4G + 4x CPU.
  const flags = { port, onlyCategories: ['performance'], logLevel: 'error' as const, output: 'json' as const, blockedUrlPatterns: blocked };
  const result = await lighthouse(url, flags);
  if (!result) throw new Error(`lighthouse returned nothing for ${label}`);
  const { lhr } = result;
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    page: label,
    finalUrl: new URL(lhr.finalDisplayedUrl).pathname,
    score: lhr.categories.performance?.score ?? null,
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    ...(lhr.runtimeError ? { error: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` } : {}),
  };
}

/** The page `runs` times; each figure is the median of the runs, and the runs' LCPs are printed so noise shows. */
export async function medianScore(port: number, label: string, url: string, blocked: string[] = [], runs = RUNS): Promise<PageScore> {
  const all: PageScore[] = [];
  for (let i = 0; i < runs; i++) all.push(await once(port, label, url, blocked));
  console.log(`  ${label}: LCP ${all.map((s) => (s.lcp / 1000).toFixed(2)).join(' / ')} s, TBT ${all.map((s) => Math.round(s.tbt)).join(' / ')} ms`);
  const scores = all.map((s) => s.score).filter((s): s is number => s !== null);
  const error = all.find((s) => s.error)?.error;
  return {
    page: label,
    finalUrl: all[0]!.finalUrl,
    score: scores.length ? median(scores) : null,
    lcp: median(all.map((s) => s.lcp)),
    tbt: median(all.map((s) => s.tbt)),
    cls: median(all.map((s) => s.cls)),
    ...(error ? { error } : {}),
  };
}
