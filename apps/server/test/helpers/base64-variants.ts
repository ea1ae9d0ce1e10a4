const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/**
 * The other spellings of a base64url text that a lax decoder (atob) reads as the same bytes: its last
 * character with the unused low bits changed (15 of them for a 256-byte wrapped key).
 */
export function lastCharacterVariants(text: string): string[] {
  const unusedBits = { 2: 4, 3: 2 }[text.length % 4] ?? 0;
  const last = ALPHABET.indexOf(text.at(-1) ?? 'A');
  const variants: string[] = [];
  for (let low = 1; low < 1 << unusedBits; low++) variants.push(text.slice(0, -1) + ALPHABET.charAt(last ^ low));
  return variants;
}
