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

/** Line breaks a paragraph field keeps (a person presses Enter in a textarea); every other control is refused. */
const LINE_BREAKS = /\r\n?|\n/g;

/**
 * A free-text field typed in a textarea (feedback, an agent application's message): line breaks are
 * allowed and normalised to \n, every other control character refused as in requestText, surrounding
 * space trimmed; at most `maxLength` characters.
 */
export function requestParagraphs(maxLength: number, tooLong?: string) {
  const noControl = z.refine<string>((s) => !hasControlCharacter(s.replace(LINE_BREAKS, ' ')), { error: CONTROL_CHARACTER_MESSAGE });
  return z.string().check(noControl, z.overwrite((s) => s.replace(LINE_BREAKS, '\n').trim()), z.maxLength(maxLength, tooLong));
}
