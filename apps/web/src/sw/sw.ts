/// <reference lib="webworker" />
import { cleanupOutdatedCaches, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { isPageToWorker, type OfflineStrings } from './messages';
import { ENGLISH, offlineHeaders, offlinePage } from './offline-page';
import { routeOf } from './routes';
import { addPushHandlers } from './push';

/**
 * Portico's one service worker (decision 035), `/m/sw.js`, scope `/m/`. It keeps the shell's entry
 * files (the build lists them into __WB_MANIFEST), answers page loads from the network first with an
 * offline page in the player's language when there is none, keeps hashed files once fetched, and
 * never touches the platform's API. Push adds its handlers here (one worker, never two).
 */
declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };

const manifest = self.__WB_MANIFEST;
precacheAndRoute(manifest);
cleanupOutdatedCaches();

// Hashed files never change under a name; one cache per build, the others dropped on activation.
const build = manifest.reduce((hash, entry) => {
  const text = typeof entry === 'string' ? entry : `${entry.url}${entry.revision ?? ''}`;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 16777619) >>> 0;
  return hash;
}, 2166136261);
const ASSET_CACHE = `portico-assets-${build.toString(36)}`;
const STATE_CACHE = 'portico-state';
const OFFLINE_STRINGS = '/m/__offline-strings';

addPushHandlers(self);

self.addEventListener('install', () => {
  // A waiting worker is activated by the player's "Refresh" (the update notice), not here.
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      if (self.registration.navigationPreload) await self.registration.navigationPreload.enable();
      const names = await caches.keys();
      await Promise.all(names.filter((name) => name.startsWith('portico-assets-') && name !== ASSET_CACHE).map((name) => caches.delete(name)));
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('message', (event) => {
  const data: unknown = event.data;
  if (!isPageToWorker(data)) return;
  if (data.type === 'skip-waiting') void self.skipWaiting();
  else event.waitUntil(keepOfflineStrings(data.strings));
});

self.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  const route = routeOf({ url, method: event.request.method, mode: event.request.mode, origin: self.location.origin });
  if (route === 'navigation') event.respondWith(navigate(event));
  else if (route === 'asset') event.respondWith(asset(event.request));
});

async function navigate(event: FetchEvent): Promise<Response> {
  try {
    const preloaded = (await event.preloadResponse) as Response | undefined;
    return preloaded ?? (await fetch(event.request));
  } catch {
    const strings = await offlineStrings();
    return new Response(offlinePage(strings, event.request.url), { status: 503, headers: await offlineHeaders() });
  }
}

async function asset(request: Request): Promise<Response> {
  const cache = await caches.open(ASSET_CACHE);
  const hit = await cache.match(request);
  if (hit) return hit;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

async function keepOfflineStrings(strings: OfflineStrings): Promise<void> {
  const cache = await caches.open(STATE_CACHE);
  await cache.put(OFFLINE_STRINGS, new Response(JSON.stringify(strings), { headers: { 'content-type': 'application/json' } }));
}

async function offlineStrings(): Promise<OfflineStrings> {
  try {
    const kept = await (await caches.open(STATE_CACHE)).match(OFFLINE_STRINGS);
    return kept ? { ...ENGLISH, ...((await kept.json()) as Partial<OfflineStrings>) } : ENGLISH;
  } catch {
    return ENGLISH;
  }
}
