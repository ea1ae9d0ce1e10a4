/** doc A §3: the mobile shell's list. */
export const SHELL_LANGUAGES = ['EN', 'CN', 'TW', 'RU', 'TH', 'VI', 'JA', 'PT', 'ES', 'AR'] as const;
/** doc A §3 / doc E §5: the wider interface list. */
export const INTERFACE_LANGUAGES = [
  'CN', 'EN', 'ES', 'HI', 'ID', 'JA', 'KM', 'KO', 'MY', 'TA', 'TH', 'TW',
  'VI', 'TY', 'UR', 'PT', 'PT-BR', 'MS', 'BN', 'TR', 'FR', 'NE', 'UR-LA',
] as const;

/** Both lists, without repeats: every language Portico ships. */
export const LANGUAGES = [...new Set([...SHELL_LANGUAGES, ...INTERFACE_LANGUAGES])] as unknown as readonly LanguageCode[];
export type LanguageCode = (typeof SHELL_LANGUAGES)[number] | (typeof INTERFACE_LANGUAGES)[number];

/** Written right to left. UR-LA is Urdu in Latin script, so it stays left to right. */
export const RTL_LANGUAGES: readonly LanguageCode[] = ['AR', 'UR'];

export const DEFAULT_REQUEST_LANGUAGE: LanguageCode = 'CN';

export function isLanguage(code: unknown): code is LanguageCode {
  return typeof code === 'string' && (LANGUAGES as readonly string[]).includes(code);
}
