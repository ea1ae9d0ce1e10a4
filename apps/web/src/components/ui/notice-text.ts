import { useCallback } from 'react';
import { useDynamicT, useI18n } from '../../lib/i18n/react';
import type { NoticePayload } from '../../lib/notify/notify';

/**
 * The single rule that turns a notice payload into words (order documented on NoticePayload),
 * for the notice host and inline form errors alike. Keys are built at run time here
 * (`errors.<code>`), so this is the one place that checks they exist instead of typing them.
 */
export function useNoticeText(): (text: NoticePayload) => string {
  const i18n = useI18n();
  const t = useDynamicT();
  return useCallback(
    (text: NoticePayload) => {
      if (text.messageKey && i18n.exists(text.messageKey)) return t(text.messageKey);
      if (text.errorCode && i18n.exists(`errors.${text.errorCode}`)) return t(`errors.${text.errorCode}`);
      if (text.message) return text.message;
      return t(text.fallbackKey);
    },
    [t, i18n],
  );
}
