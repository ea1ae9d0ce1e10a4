import { AGENT_CHANNELS } from '@portico/contract/referral';
import { useT } from '../../../lib/i18n/keys';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/Button';
import { TextField } from '../../../components/ui/TextField';
import { isApiError } from '../../../lib/http/api-error';
import { useAgentApplication } from '../api/get-agent-application';
import { useApplyAgent } from '../api/apply-agent';
import { useReferralT } from '../strings';

type Field = 'contact' | 'channel' | 'message';

/** /m/agentRegister: the member's application (stored by the platform), or the form to send one. */
export function AgentRegisterPage() {
  const t = useReferralT();
  const tc = useT();
  const current = useAgentApplication();
  const apply = useApplyAgent();
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);

  if (current.isPending) return <p className="muted">{tc('common.loading')}</p>;
  const application = current.data;
  if (application && application.status !== 'rejected') {
    return (
      <p className="card" role="status">
        {t(application.status === 'pending' ? 'referral.agent_pending' : 'referral.agent_approved')}
      </p>
    );
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const body = { contact: String(data.get('contact') ?? '').trim(), channel: String(data.get('channel')) as (typeof AGENT_CHANNELS)[number], message: String(data.get('message') ?? '') };
    if (body.contact.length < 3) return setErrors({ contact: t('referral.contact_invalid') });
    setErrors({});
    setFormError(null);
    apply.mutate(body, {
      onError: (error) => {
        if (isApiError(error) && error.fieldErrors?.length) {
          setErrors(Object.fromEntries(error.fieldErrors.map((f) => [f.field, f.field === 'contact' ? t('referral.contact_invalid') : f.message])));
        } else setFormError(isApiError(error) && error.message ? error.message : tc('common.unknown_error'));
      },
    });
  }

  return (
    <form className="card" onSubmit={submit} noValidate aria-labelledby="agent-title">
      <h2 id="agent-title" className="card__title">
        {t('referral.agent_intro')}
      </h2>
      {application?.status === 'rejected' ? <p className="muted">{t('referral.agent_rejected')}</p> : null}
      <TextField name="contact" label={t('referral.agent_contact')} autoComplete="tel" maxLength={120} error={errors.contact} />
      <div className="field">
        <label className="field__label" htmlFor="agent-channel">
          {t('referral.agent_channel')}
        </label>
        <select id="agent-channel" name="channel" className="field__input" defaultValue="social">
          {AGENT_CHANNELS.map((c) => (
            <option key={c} value={c}>
              {t(`referral.channel_${c}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label className="field__label" htmlFor="agent-message">
          {t('referral.agent_message')}
        </label>
        <textarea id="agent-message" name="message" className="field__input" rows={4} maxLength={1000} />
      </div>
      {formError ? <p role="alert">{formError}</p> : null}
      <Button type="submit" block busy={apply.isPending}>
        {t('referral.agent_submit')}
      </Button>
    </form>
  );
}
