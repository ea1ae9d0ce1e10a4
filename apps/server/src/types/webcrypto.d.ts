import type { webcrypto } from 'node:crypto';

// The contract's cipher is written for browsers and Node alike against the global CryptoKey type,
// which @types/node does not declare globally.
declare global {
  type CryptoKey = webcrypto.CryptoKey;
}
export {};
