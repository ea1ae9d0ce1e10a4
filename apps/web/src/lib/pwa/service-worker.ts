import { useSyncExternalStore } from 'react';
import type { OfflineStrings, PageToWorker } from '../../sw/messages';

/**
 * The page's side of the one service worker (decision 035): registration after the page is
 * interactive, a waiting worker offered through the existing update notice, and the iOS
 * home-screen update trap (an installed web app that is only resumed, never reloaded, would keep
 * its first worker for ever) handled by checking again whenever the page is shown.
 */

export const WORKER_URL = '/m/sw.js';
export const WORKER_SCOPE = '/m/';
/** Resumes and focus within this time of the last check ask nothing. */
const RECHECK_AFTER_MS = 60_000;
/** How long "Refresh" waits for the new worker to take over before it reloads anyway. */
const TAKEOVER_WAIT_MS = 3_000;

type Listener = () => void;
let waiting: ServiceWorker | null = null;
let registration: ServiceWorkerRegistration | null = null;
const listeners = new Set<Listener>();

function setWaiting(worker: ServiceWorker | null) {
  if (waiting === worker) return;
  waiting = worker;
  for (const listener of listeners) listener();
}

export interface WorkerParams {
  merchantCode: string;
  /** The build's mode (production, test …): the worker is told which build it serves. */
  env: string;
}

export function workerUrl({ merchantCode, env }: WorkerParams): string {
  return `${WORKER_URL}?${new URLSearchParams({ merchant: merchantCode, env })}`;
}

/**
 * Registers the worker; a browser without workers, or a failure to install, leaves the site
 * working from the network exactly as before.
 */
export async function registerServiceWorker(params: WorkerParams): Promise<ServiceWorkerRegistration | null> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return null;
  try {
    registration = await navigator.serviceWorker.register(workerUrl(params), { scope: WORKER_SCOPE, updateViaCache: 'none' });
  } catch {
    return null;
  }
  watch(registration);
  return registration;
}

function watch(reg: ServiceWorkerRegistration) {
  // Only an update waits: the very first worker has no page of an older build to disturb.
  if (reg.waiting && navigator.serviceWorker.controller) setWaiting(reg.waiting);
  reg.addEventListener('updatefound', () => {
    const incoming = reg.installing;
    incoming?.addEventListener('statechange', () => {
      if (incoming.state === 'installed' && navigator.serviceWorker.controller) setWaiting(incoming);
    });
  });
  let lastCheck = Date.now();
  const recheck = () => {
    if (document.visibilityState !== 'visible' || Date.now() - lastCheck < RECHECK_AFTER_MS) return;
    lastCheck = Date.now();
    reg.update().catch(() => undefined);
  };
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) {
      lastCheck = 0;
      recheck();
    }
  });
  window.addEventListener('focus', recheck);
  document.addEventListener('visibilitychange', recheck);
}

function post(worker: ServiceWorker | null | undefined, message: PageToWorker) {
  worker?.postMessage(message);
}

/** The offline page speaks the player's language: sent at start and whenever the language changes. */
export function sendOfflineStrings(strings: OfflineStrings): void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  void navigator.serviceWorker.ready.then((reg) => post(reg.active, { type: 'offline-strings', strings }));
}

/** True while a new worker waits for the player's refresh. */
export function useWaitingWorker(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => waiting !== null,
    () => false,
  );
}

/**
 * "Refresh" of the update notice: the waiting worker (or one still installing, or one a last
 * check finds) takes over, then the caller reloads. Never waits more than a few seconds: the
 * reload happens anyway and the new build comes from the network.
 */
export async function activateWaitingWorker(timeoutMs = TAKEOVER_WAIT_MS): Promise<void> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator) || !registration) return;
  const reg = registration;
  const deadline = new Promise<void>((resolve) => setTimeout(resolve, timeoutMs));
  const takeover = (async () => {
    if (!reg.waiting && !reg.installing) await reg.update().catch(() => undefined);
    const worker = reg.waiting ?? (await installed(reg.installing));
    if (!worker || !navigator.serviceWorker.controller) return;
    const changed = new Promise<void>((resolve) =>
      navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true }),
    );
    post(worker, { type: 'skip-waiting' });
    await changed;
  })();
  await Promise.race([takeover, deadline]);
}

function installed(worker: ServiceWorker | null): Promise<ServiceWorker | null> {
  if (!worker) return Promise.resolve(null);
  return new Promise((resolve) => {
    const done = () => {
      if (worker.state === 'installed') resolve(worker);
      else if (worker.state === 'redundant' || worker.state === 'activated') resolve(null);
    };
    worker.addEventListener('statechange', done);
    done();
  });
}
