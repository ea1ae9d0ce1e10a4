/**
 * Search-engine indexing rules of doc A §2 (decision 019). A page may be indexed only when all hold:
 *   - the host is the www host (its name starts with "www."): every other host serving the same
 *     merchant (bare domain, mirror and affiliate domains, IPs, localhost) is a duplicate;
 *   - the path has at most two slashes (/m/login yes, /m/member/home no);
 *   - the path is one of the main pages: the home aliases, login and register.
 * Every other page answers with `X-Robots-Tag` and a robots meta of NOINDEX.
 */

export const NOINDEX = 'noindex, nofollow';

/** The main pages of the web app: what a visitor arriving from a search result should land on. */
export const MAIN_PAGES: ReadonlySet<string> = new Set([
  '/m/',
  '/m/home',
  '/m/index',
  '/m/index.html',
  '/m/login',
  '/m/register',
  '/m/register.html',
]);

export function isWwwHost(hostname: string): boolean {
  return hostname.toLowerCase().startsWith('www.');
}

/** Whether the page at `path` (no query) on `hostname` (no port) may be indexed. */
export function mayIndex(hostname: string, path: string): boolean {
  const slashes = path.split('/').length - 1;
  return isWwwHost(hostname) && slashes <= 2 && MAIN_PAGES.has(path);
}

/**
 * /robots.txt per host: the www host lets crawlers reach the pages (so they can read each page's
 * own noindex) but not the API; any other host is closed to crawling altogether.
 */
export function robotsTxt(hostname: string): string {
  if (!isWwwHost(hostname)) return 'User-agent: *\nDisallow: /\n';
  return 'User-agent: *\nDisallow: /wps/\nDisallow: /dev/\nDisallow: /idp/\nAllow: /m/\n';
}
