/** The cipher suites and associated data of encrypted bodies (encryption.ts), without zod (decision 047). */
export const SUITE_RSA_OAEP_AES_GCM = 'RSA-OAEP-256+A256GCM';
export const CIPHER_SUITES = [SUITE_RSA_OAEP_AES_GCM] as const;
export type CipherSuiteId = (typeof CIPHER_SUITES)[number];

/** `METHOD path`: ties the ciphertext to one call, so it cannot be replayed against another. */
export function associatedData(method: string, path: string): string {
  return `${method.toUpperCase()} ${path}`;
}
