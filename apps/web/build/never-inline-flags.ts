/**
 * Vite inlines assets under 4 KiB into the JS as data URLs. The flag images must stay files: the
 * dialling-code chunk carries only their URLs, and a flag's bytes load when it is drawn.
 */
export function neverInlineFlags(filePath: string): boolean | undefined {
  return filePath.includes('/country-flag-icons/') ? false : undefined;
}
