import { useI18n } from '../../../lib/i18n/react';

/** A date and time in the reader's language and time zone ("23 Nov 2026, 22:40"). */
export function useDateTime(): (iso: string) => string {
  const { language } = useI18n();
  return (iso) => new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}
