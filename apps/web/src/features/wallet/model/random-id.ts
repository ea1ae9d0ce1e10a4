/** 32 hex characters from the browser's random source: the idempotency keys' shape (8–64 of [A-Za-z0-9_-]). */
export function randomId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
