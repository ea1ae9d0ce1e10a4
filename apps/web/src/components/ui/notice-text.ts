import type { TFunction } from 'i18next';

/** What a notice, toast or inline form error says, before translation. */
export interface NoticeText {
  /** Client-chosen text (e.g. 'common.please_login'); wins over everything. */
  messageKey?: string | null;
  /** The platform's errorCode: its translation is shown when the locale has one. */
  errorCode?: string | null;
  /** The platform's own message, shown when there is no translation for the code. */
  message?: string | null;
  /** Shown when nothing above applies ('common.error' or 'common.unknown_error'). */
  fallbackKey?: string | null;
}

/** The single rule that turns a NoticeText into words, for the notice host and inline form errors alike. */
export function noticeText(t: TFunction, exists: (key: string) => boolean, text: NoticeText): string {
  if (text.messageKey && exists(text.messageKey)) return t(text.messageKey);
  if (text.errorCode && exists(`errors.${text.errorCode}`)) return t(`errors.${text.errorCode}`);
  if (text.message) return text.message;
  return t(text.fallbackKey ?? 'common.error');
}
