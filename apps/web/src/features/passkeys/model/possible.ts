/**
 * Whether this page could use a passkey at all: a browser with WebAuthn, on a host name (WebAuthn
 * never takes an address such as 127.0.0.1 as a relying party). Checked before anything of the
 * feature downloads, so pages where passkeys cannot work load nothing more (decision 042).
 */
export function passkeysPossible(): boolean {
  if (typeof window === 'undefined' || typeof window.PublicKeyCredential !== 'function') return false;
  const host = location.hostname;
  return !/^[\d.]+$/.test(host) && !host.includes(':') && !host.startsWith('[');
}
