import { useState } from 'react';
import { Link } from 'wouter';
import { Button } from '../../../components/ui/Button';
import { useNoticeText } from '../../../components/ui/notice-text';
import { describeError } from '../../../lib/http/describe-error';
import { useAddPasskey } from '../api/add-passkey';
import { usePasskeys } from '../api/get-passkeys';
import { ceremonyFailure } from '../model/browser';
import { usePasskeysT } from '../strings';
import { PasskeyItem } from './PasskeyItem';
import './passkeys.css';

/** /m/member/passkeys (decision 042): the member's passkeys, with add, rename and remove. */
export function PasskeysPage() {
  const t = usePasskeysT();
  const noticeText = useNoticeText();
  const list = usePasskeys();
  const add = useAddPasskey();
  const [status, setStatus] = useState('');
  const [error, setError] = useState<string | null>(null);
  const passkeys = list.data?.passkeys ?? [];

  function addOne() {
    setStatus('');
    setError(null);
    add.mutate(t('passkeys.default_name', { n: String(passkeys.length + 1) }), {
      onSuccess: () => setStatus(t('passkeys.added')),
      onError: (e) => {
        const failure = ceremonyFailure(e);
        setError(failure === 'cancelled' ? t('passkeys.cancelled') : failure === 'refused' ? t('passkeys.refused') : noticeText(describeError(e)));
      },
    });
  }

  return (
    <>
      <section className="card">
        <p className="muted">{t('passkeys.intro')}</p>
        {/* On an address (not a domain) the platform answers passkey.unavailable, shown below. */}
        {typeof window === 'undefined' || typeof window.PublicKeyCredential === 'function' ? (
          <Button block busy={add.isPending} onClick={addOne}>
            {add.isPending ? t('passkeys.waiting') : t('passkeys.add')}
          </Button>
        ) : (
          <p className="form-error">{t('passkeys.unsupported')}</p>
        )}
        {error ? (
          <p className="form-error" role="alert">
            {error}
          </p>
        ) : null}
        <p role="status" className="muted">
          {status}
        </p>
      </section>
      {list.isPending ? (
        <span className="spinner" aria-hidden="true" />
      ) : passkeys.length === 0 ? (
        <p className="card muted">{t('passkeys.empty')}</p>
      ) : (
        <ul className="stack" aria-label={t('passkeys.title')}>
          {passkeys.map((p) => (
            <PasskeyItem key={p.id} passkey={p} onDone={setStatus} />
          ))}
        </ul>
      )}
    </>
  );
}

/** The member centre's link to this screen. */
export function PasskeysLink() {
  const t = usePasskeysT();
  return (
    <Link href="/member/passkeys" className="link-list__item">
      {t('passkeys.title')}
    </Link>
  );
}
