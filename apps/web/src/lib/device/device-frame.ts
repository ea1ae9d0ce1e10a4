import { isDeviceId } from './device-cookie.ts';

/** What device.html and the page say to each other (doc A §7). */
export const DEVICE_MESSAGE = 'DEVICE_ID';
export const FRAME_TIMEOUT_MS = 3000;
/**
 * device.html listens from its first script, before its load event: once the frame has loaded, the
 * answer is one message round trip away. A frame that loaded and stays silent is not the device frame
 * (a browser error page for an unreachable CDN, a CDN that does not serve it): waiting the full time-out
 * for it held every sign-in 3 s (issue 31, decision 057).
 */
export const ANSWER_AFTER_LOAD_MS = 500;

/** Where the frame lives: device.html at the root of the image CDN's origin (decision 018). */
export function deviceFrameUrl(imageCdn: string): string | null {
  if (!URL.canParse(imageCdn)) return null;
  const url = new URL(imageCdn);
  return url.protocol === 'https:' || url.protocol === 'http:' ? `${url.origin}/device.html` : null;
}

/**
 * Offers `candidate` to the hidden device.html frame of the image CDN and resolves with the id the
 * frame keeps (the first id any of the merchant's domains gave it), or null when the frame does not
 * answer in time. Only a message from that frame's window AND the CDN's origin is accepted; the
 * offer is addressed to the CDN's origin, so no other document can read it.
 */
export function exchangeDeviceId(imageCdn: string, candidate: string, timeoutMs = FRAME_TIMEOUT_MS): Promise<string | null> {
  const src = deviceFrameUrl(imageCdn);
  if (!src) return Promise.resolve(null);
  const cdnOrigin = new URL(src).origin;
  return new Promise((resolve) => {
    const frame = document.createElement('iframe');
    frame.hidden = true;
    frame.tabIndex = -1;
    frame.title = 'device';
    frame.setAttribute('aria-hidden', 'true');
    const finish = (id: string | null) => {
      clearTimeout(timer);
      window.removeEventListener('message', onMessage);
      frame.remove();
      resolve(id);
    };
    function onMessage(event: MessageEvent) {
      if (event.origin !== cdnOrigin || event.source !== frame.contentWindow) return;
      const data = event.data as { type?: unknown; id?: unknown } | null;
      if (data?.type === DEVICE_MESSAGE && isDeviceId(data.id)) finish(data.id);
    }
    window.addEventListener('message', onMessage);
    frame.addEventListener('load', () => {
      frame.contentWindow?.postMessage({ type: DEVICE_MESSAGE, id: candidate }, cdnOrigin);
      clearTimeout(timer);
      timer = setTimeout(() => finish(null), Math.min(ANSWER_AFTER_LOAD_MS, timeoutMs));
    });
    let timer = setTimeout(() => finish(null), timeoutMs);
    frame.src = src;
    document.body.append(frame);
  });
}
