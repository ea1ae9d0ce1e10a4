import type { TFunction } from 'i18next';
import type { NoticePayload } from '../../lib/notify/notify';

/**
 * The single rule that turns a notice payload into words (order documented on NoticePayload),
 * for the notice host and inline form errors alike.
 */
export function noticeText(t: TFunction, exists: (key: string) => boolean, text: NoticePayload): string {
  if (text.messageKey && exists(text.messageKey)) return t(text.messageKey);
  if (text.errorCode && exists(`errors.${text.errorCode}`)) return t(`errors.${text.errorCode}`);
  if (text.message) return text.message;
  return t(text.fallbackKey);
}
