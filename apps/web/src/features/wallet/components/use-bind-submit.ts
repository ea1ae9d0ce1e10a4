import { useState } from 'react';
import { useLocation } from 'wouter';
import { describeError } from '../../../lib/http/describe-error';
import { isApiError } from '../../../lib/http/api-error';
import { events } from '../../../lib/events/app-events';
import type { NoticePayload } from '../../../lib/notify/notify';
import { useSession } from '../../../lib/session/use-session';
import { useGuardedSubmit } from '../../../lib/submit/use-guarded-submit';

/**
 * The shared end of the card and Pix forms: submit once, the platform's field refusals onto the
 * fields, the bind event for the install trigger, then back to the withdraw page.
 */
export function useBindSubmit<F extends string>(fields: readonly F[], show: (errors: Partial<Record<F, string>>) => void) {
  const session = useSession();
  const submit = useGuardedSubmit();
  const [, navigate] = useLocation();
  const [formError, setFormError] = useState<NoticePayload | null>(null);

  function send(call: () => Promise<{ firstCard: boolean }>, fieldText: (field: F) => string) {
    setFormError(null);
    void submit.run('submit', async () => {
      try {
        const { firstCard } = await call();
        if (session) events.emit('bank-card-bound', { customerId: session.customerId ?? session.id, customerName: session.userName, firstCard });
        navigate('/withdraw');
      } catch (err) {
        const onFields = isApiError(err) ? (err.fieldErrors ?? []).filter((fe) => (fields as readonly string[]).includes(fe.field)) : [];
        if (onFields.length > 0) show(Object.fromEntries(onFields.map((fe) => [fe.field, fieldText(fe.field as F)])) as Partial<Record<F, string>>);
        else setFormError(describeError(err));
      }
    });
  }

  return { send, formError, pending: submit.pending !== null };
}
