import { FEEDBACK_CATEGORIES, FEEDBACK_MAX } from '@portico/contract/feedback';
import { useT } from '../../../lib/i18n/keys';
import { useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { Button } from '../../../components/ui/Button';
import { isApiError } from '../../../lib/http/api-error';
import { useSendFeedback } from '../api/send-feedback';
import { useFeedbackT } from '../strings';

/** /m/feedback: a topic and a message the platform stores; empty or over-long messages are refused on the field. */
export function FeedbackPage() {
  const t = useFeedbackT();
  const tc = useT();
  const send = useSendFeedback();
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const message = String(data.get('message') ?? '').trim();
    const category = String(data.get('category')) as (typeof FEEDBACK_CATEGORIES)[number];
    if (!message) return setError(t('feedback.empty'));
    if (message.length > FEEDBACK_MAX) return setError(t('feedback.too_long', { max: String(FEEDBACK_MAX) }));
    setError(null);
    send.mutate(
      { category, message },
      {
        onSuccess: () => {
          form.reset();
          setSent(true);
        },
        onError: (e) => setError(isApiError(e) && e.fieldErrors?.some((f) => f.field === 'message') ? t('feedback.empty') : tc('common.unknown_error')),
      },
    );
  }

  return (
    <form className="card" onSubmit={submit} noValidate aria-labelledby="feedback-intro">
      <p id="feedback-intro" className="muted">
        {t('feedback.intro')}
      </p>
      <div className="field">
        <label className="field__label" htmlFor="feedback-category">
          {t('feedback.category')}
        </label>
        <select id="feedback-category" name="category" className="field__input" defaultValue="suggestion">
          {FEEDBACK_CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {t(`feedback.cat_${c}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label className="field__label" htmlFor="feedback-message">
          {t('feedback.message')}
        </label>
        <textarea
          id="feedback-message"
          name="message"
          className="field__input"
          rows={5}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'feedback-message-error' : undefined}
          onInput={() => setSent(false)}
        />
        {error ? (
          <p id="feedback-message-error" className="field__error" role="alert">
            {error}
          </p>
        ) : null}
      </div>
      <p role="status" className="muted">
        {sent ? t('feedback.sent') : ''}
      </p>
      <Button type="submit" block busy={send.isPending}>
        {t('feedback.send')}
      </Button>
    </form>
  );
}

export function FeedbackLink() {
  const t = useFeedbackT();
  return (
    <Link href="/feedback" className="link-list__item">
      {t('feedback.title')}
    </Link>
  );
}
