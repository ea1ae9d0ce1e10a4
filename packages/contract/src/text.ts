import * as z from 'zod/mini';

/**
 * Every string a caller sends is one line of text: no C0 control (tab and newline included), no DEL,
 * no C1. PostgreSQL refuses NUL outright (a 500 before decision 021), and the others only ever
 * arrive from a script: a person cannot type them into a one-line field.
 */
export const CONTROL_CHARACTER_MESSAGE = 'must not contain control characters';

export function hasControlCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x20 || (c >= 0x7f && c <= 0x9f)) return true;
  }
  return false;
}

/** The one string type of a request field (body or query); `maxLength` when the field has a bound. */
export function requestText(maxLength?: number) {
  const noControl = z.refine<string>((s) => !hasControlCharacter(s), { error: CONTROL_CHARACTER_MESSAGE });
  return maxLength === undefined ? z.string().check(noControl) : z.string().check(noControl, z.maxLength(maxLength));
}
