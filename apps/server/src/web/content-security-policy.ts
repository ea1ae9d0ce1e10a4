import { createHash } from 'node:crypto';
import type { Merchant } from '../merchants/schema.ts';
import { raceOrigins } from '../domains/hosts.ts';

/** The hashes of the inline elements a page may keep (decision 023): nothing else inline runs. */
export interface InlineHashes {
  scripts: string[];
  styles: string[];
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

const INLINE = /<(script|style)(\s[^>]*)?>([\s\S]*?)<\/\1\s*>/gi;

/**
 * The inline `<script>` and `<style>` bodies of a built page, as CSP hash sources. A script with a
 * src has no body to run, and a non-JavaScript type (the settings JSON block) is data the browser
 * never executes, so neither needs (or gets) a hash.
 */
export function inlineHashes(html: string): InlineHashes {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  for (const [, tag = '', attributes = '', body = ''] of html.matchAll(INLINE)) {
    if (tag.toLowerCase() === 'style') {
      styles.add(sha256(body));
      continue;
    }
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    const runs = type === undefined || type === 'module' || type === 'text/javascript';
    if (runs && !/\bsrc\s*=/i.test(attributes)) scripts.add(sha256(body));
  }
  return { scripts: [...scripts], styles: [...styles] };
}

/** An absolute http(s) URL's origin, or null for a path on this site (already 'self'). */
function originOf(url: string): string | null {
  if (!/^https?:\/\//i.test(url) || !URL.canParse(url)) return null;
  return new URL(url).origin;
}

/** Geetest's own script servers (apps/web geetest/load-script.ts DEFAULT_SERVERS). */
const GEETEST_DEFAULT_SERVERS = ['https://static.geetest.com', 'https://static.geevisit.com'];
/**
 * Geetest's loader fetches its widget, styles, images and JSONP answers from several hosts of its two
 * domains (api., static., gcaptcha4., monitor.), which it does not promise to keep: the two domains.
 */
const GEETEST_HOSTS = ['https://*.geetest.com', 'https://*.geevisit.com'];

/** What a merchant's page loads from elsewhere, per directive. */
interface ThirdParties {
  script: string[];
  style: string[];
  img: string[];
  connect: string[];
  frame: string[];
}

function geetestSources(merchant: Merchant): ThirdParties {
  const none: ThirdParties = { script: [], style: [], img: [], connect: [], frame: [] };
  if (merchant.captcha.provider !== 'geetest') return none;
  const servers = (merchant.captcha.geetestServers ?? GEETEST_DEFAULT_SERVERS).map(originOf).filter((o): o is string => o !== null);
  // Mirrors on this site are the development stand-in: it loads nothing from Geetest.
  if (servers.length === 0) return none;
  const hosts = [...servers, ...GEETEST_HOSTS];
  return { script: hosts, style: hosts, img: hosts, connect: hosts, frame: [] };
}

/**
 * Firebase Authentication's web SDK: REST calls to identitytoolkit/securetoken, the gapi loader from
 * apis.google.com, the auth iframe on the project's authDomain; phone sign-in adds reCAPTCHA.
 */
function firebaseSources(merchant: Merchant): ThirdParties {
  const firebase = merchant.identity.kind === 'firebase' ? merchant.identity.firebase : undefined;
  const none: ThirdParties = { script: [], style: [], img: [], connect: [], frame: [] };
  if (!firebase) return none;
  const authDomain = `https://${firebase.authDomain}`;
  const recaptcha = merchant.identity.phoneSignIn;
  return {
    script: ['https://apis.google.com', ...(recaptcha ? ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'] : [])],
    style: [],
    img: recaptcha ? ['https://www.gstatic.com/recaptcha/'] : [],
    connect: ['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com', 'https://www.googleapis.com', authDomain],
    frame: [authDomain, ...(recaptcha ? ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'] : [])],
  };
}

/**
 * Google one-tap (doc A §3 flag googleOneTap, decision 033): Google Identity Services' script, style,
 * prompt frame and its calls on accounts.google.com/gsi; the local provider's one-tap is a frame of
 * this origin. Nothing for a merchant with the flag off.
 */
function oneTapSources(merchant: Merchant): ThirdParties {
  const none: ThirdParties = { script: [], style: [], img: [], connect: [], frame: [] };
  if (!merchant.features.googleOneTap || !merchant.identity.channels.includes('google')) return none;
  if (merchant.identity.kind === 'local') return { ...none, frame: ["'self'"] };
  const gsi = 'https://accounts.google.com/gsi/';
  return { script: [`${gsi}client`], style: [`${gsi}style`], img: [], connect: [gsi], frame: [gsi] };
}

/** Decision 040: each ad network's script host and the hosts its tag reports to, for a merchant with its pixel id. */
const PIXEL_HOSTS: Record<keyof Merchant['tracking']['pixels'], { script: string; connect: string[] }> = {
  meta: { script: 'https://connect.facebook.net', connect: ['https://www.facebook.com'] },
  tiktok: { script: 'https://analytics.tiktok.com', connect: ['https://analytics.tiktok.com'] },
  kwai: { script: 'https://s1.kwai.net', connect: ['https://log-sdk.ksapisrv.com'] },
  google: { script: 'https://www.googletagmanager.com', connect: ['https://www.google.com', 'https://googleads.g.doubleclick.net', 'https://www.googleadservices.com'] },
  twitter: { script: 'https://static.ads-twitter.com', connect: ['https://analytics.twitter.com', 'https://t.co'] },
};

function pixelSources(merchant: Merchant): ThirdParties {
  const networks = (Object.keys(PIXEL_HOSTS) as (keyof typeof PIXEL_HOSTS)[]).filter((n) => merchant.tracking.pixels[n]);
  const connect = networks.flatMap((n) => PIXEL_HOSTS[n].connect);
  // Tags report by image beacon as often as by fetch: the same hosts for both.
  return { script: networks.map((n) => PIXEL_HOSTS[n].script), style: [], img: connect, connect, frame: [] };
}

const unique = (...lists: string[][]) => [...new Set(lists.flat())];

/**
 * The web app's policy for one merchant (decision 023): everything from this origin; inline code
 * only by hash; images and the device frame from the merchant's image CDN; the domain race's pings
 * to the merchant's other origins; Geetest, Firebase and ad pixels only for a merchant that uses them.
 */
export function appPolicy(merchant: Merchant, inline: InlineHashes, production: boolean): string {
  const cdn = originOf(merchant.imageCdn);
  const geetest = geetestSources(merchant);
  const firebase = firebaseSources(merchant);
  const oneTap = oneTapSources(merchant);
  const pixels = pixelSources(merchant);
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', unique(["'self'"], inline.scripts, geetest.script, firebase.script, oneTap.script, pixels.script)],
    ['style-src', unique(["'self'"], inline.styles, geetest.style, firebase.style, oneTap.style)],
    ['img-src', unique(["'self'", 'data:'], cdn ? [cdn] : [], geetest.img, firebase.img, pixels.img)],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', unique(["'self'"], raceOrigins(merchant), geetest.connect, firebase.connect, oneTap.connect, pixels.connect)],
    // 'self': the game vendor stand-in's trial pages (decision 030); a real vendor adapter adds its origin here.
    ['frame-src', unique(["'self'"], cdn ? [cdn] : [], firebase.frame, oneTap.frame)],
    ['worker-src', ["'self'"]],
    ['manifest-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  const text = directives.map(([name, sources]) => `${name} ${sources.length ? sources.join(' ') : "'none'"}`);
  if (production) text.push('upgrade-insecure-requests');
  return text.join('; ');
}
