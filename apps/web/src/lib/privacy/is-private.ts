/**
 * Whether the page runs in a private (incognito) window — doc A §5: social sign-in is refused
 * there, because the provider's redirect and popup state does not survive in it reliably.
 *
 * Browsers hide this on purpose, so each engine is asked through the one storage behaviour
 * that differs (decision 011 lists the limits):
 *   WebKit (Safari 17+)     the origin-private file system fails with "unknown transient reason"
 *   Gecko (Firefox 111+)    the origin-private file system fails with a security error
 *   WebKit (Safari 13–16)   IndexedDB refuses to store a Blob ("are not yet supported")
 *   Chromium                the storage quota is capped below twice the JS heap limit
 * Any doubt answers false: refusing sign-in to a normal window would be the worse mistake.
 */

interface ChromiumPerformance extends Performance {
  memory?: { jsHeapSizeLimit: number };
}

/** Chromium's default quota for a normal profile is a share of the disk, well above this. */
function chromiumQuotaLimit(): number {
  const heap = (performance as ChromiumPerformance).memory?.jsHeapSizeLimit ?? 1024 ** 3;
  return heap * 2;
}

function isChromium(): boolean {
  // Present only in Chromium, whatever the user agent string claims (phone emulation, UA switchers).
  return 'webkitTemporaryStorage' in navigator || 'userAgentData' in navigator;
}

function errorText(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  return String(error);
}

async function fileSystemRefused(): Promise<boolean | null> {
  const getDirectory = navigator.storage?.getDirectory;
  if (typeof getDirectory !== 'function') return null;
  try {
    await navigator.storage.getDirectory();
    return false;
  } catch (error) {
    const text = errorText(error);
    return text.includes('unknown transient reason') || /security ?error/i.test(text);
  }
}

function blobRefusedByIndexedDb(): Promise<boolean> {
  return new Promise((resolve) => {
    const name = `portico-private-check-${Math.random().toString(36).slice(2)}`;
    let request: IDBOpenDBRequest;
    try {
      request = indexedDB.open(name, 1);
    } catch {
      resolve(false);
      return;
    }
    request.onerror = () => resolve(false);
    request.onupgradeneeded = () => {
      const db = request.result;
      try {
        db.createObjectStore('probe', { autoIncrement: true }).put(new Blob());
        resolve(false);
      } catch (error) {
        resolve(errorText(error).includes('are not yet supported'));
      } finally {
        db.close();
        indexedDB.deleteDatabase(name);
      }
    };
  });
}

async function quotaCapped(): Promise<boolean> {
  const estimate = await navigator.storage?.estimate?.();
  return typeof estimate?.quota === 'number' && estimate.quota < chromiumQuotaLimit();
}

export async function isPrivateBrowsing(): Promise<boolean> {
  try {
    const refused = await fileSystemRefused();
    if (refused) return true;
    if (isChromium()) return await quotaCapped();
    if (refused === null && typeof indexedDB !== 'undefined') return await blobRefusedByIndexedDb();
    return false;
  } catch {
    return false;
  }
}
