/** base64url without padding, on any runtime with btoa/atob (browsers, Node 20). */
export function toBase64Url(bytes: Uint8Array): string {
  let s = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    s += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(s).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/**
 * Strict: the unused low bits of the last character must be zero. atob ignores them, so without
 * this check up to 16 spellings decode to the same bytes (a replay check on the text is fooled).
 */
export function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  if (!/^[A-Za-z0-9_-]*$/.test(text) || text.length % 4 === 1) throw new Error('not base64url');
  const b64 = text.replace(/-/g, '+').replace(/_/g, '/') + '==='.slice((text.length + 3) % 4);
  const bin = atob(b64);
  const out = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
  if (toBase64Url(out) !== text) throw new Error('not canonical base64url');
  return out;
}

export function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  return fromBase64Url(text.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, ''));
}
