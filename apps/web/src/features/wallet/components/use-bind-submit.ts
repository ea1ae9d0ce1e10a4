import { useState } from 'react';
import { useLocation } from 'wouter';
import { describeError } from '../../../lib/http/describe-error';
import { isApiError } from '../../../lib/http/api-error';
import { events } from '../../../lib/events/app-events';
import type { NoticePayload } from '../../../lib/notify/notify';
import { useSession } from '../../../lib/session/use-session';
import { useGuardedSubmit } from '../../../lib/submit/use-guarded-submit';

/**
 * What the card and Pix forms share: field errors (the first one focused), submit once, the
 * platform's field refusals onto the fields, the bind event for the install trigger, then back to
 * the withdraw page.
 */
export function useBindSubmit<F extends string>(fields: readonly F[], focus: (field: F) => void) {
  const [errors, setErrors] = useState<Partial<Record<F, string>>>({});
  const show = (next: Partial<Record<F, string>>) => {
    setErrors(next);
    const first = fields.find((f) => next[f]);
    if (first) focus(first);
  };
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

  return { errors, show, send, formError, pending: submit.pending !== null };
}
