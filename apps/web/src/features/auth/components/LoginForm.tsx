import { lazy, Suspense, useEffect, useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import type { LoginValue, TwoFactorFlags } from '@portico/contract/session';
import { useT } from '../../../lib/i18n/keys';
import { Button } from '../../../components/ui/Button';
import { TextField } from '../../../components/ui/TextField';
import { PasswordField } from '../../../components/ui/PasswordField';
import { useNoticeText } from '../../../components/ui/notice-text';
import type { NoticePayload } from '../../../lib/notify/notify';
import { describeError } from '../../../lib/http/describe-error';
import { useSiteSettings } from '../../../lib/site/site-settings';
import { useLogin, withDeviceFields, type PasswordCredentials } from '../api/login';
import { forgetsSavedLogin, throttleSeconds, twoFactorFlagsOf } from '../model/login-failure';
import { loadSavedLogin, rememberAfterSignIn } from '../model/remember';
import { forgetSavedLogin } from '../model/saved-login-slot';
import { useCountdown } from '../model/use-countdown';

// Downloaded only when a sign-in answers login_verify_required.
const TwoFactorDialog = lazy(() => import('./two-factor/TwoFactorDialog').then((m) => ({ default: m.TwoFactorDialog })));

/** doc A §5: a second submit within 500 ms of the last completion is ignored. */
const RESUBMIT_LOCK_MS = 500;

interface LoginFormProps {
  /** The member is signed in (session stored); `password` feeds the weak-password routing rule. */
  onSignedIn: (value: LoginValue, password: string) => void;
  /** Lets the screen move focus here ("log in with an existing account"). */
  usernameRef?: RefObject<HTMLInputElement | null>;
}

type FieldErrors = Partial<Record<'username' | 'password', string>>;

interface SecondStep {
  flags: TwoFactorFlags;
  credentials: PasswordCredentials;
  remember: boolean;
}

/**
 * Username and password sign-in (doc A §4) with remember password, auto login, the two-factor
 * step and the throttle shown inline. Inputs are uncontrolled so what a visitor typed into the
 * prerendered form survives hydration (decision 007); storage is read only in effects.
 */
export function LoginForm({ onSignedIn, usernameRef: outerUsernameRef }: LoginFormProps) {
  const t = useT();
  const noticeText = useNoticeText();
  const settings = useSiteSettings();
  const login = useLogin();
  const throttle = useCountdown();
  const timerId = useId();
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<NoticePayload | null>(null);
  const [autoSigningIn, setAutoSigningIn] = useState(false);
  const [secondStep, setSecondStep] = useState<SecondStep | null>(null);
  const ownUsernameRef = useRef<HTMLInputElement>(null);
  const usernameRef = outerUsernameRef ?? ownUsernameRef;
  const passwordRef = useRef<HTMLInputElement>(null);
  const rememberRef = useRef<HTMLInputElement>(null);
  const lockedUntil = useRef(0);
  const running = useRef(false);

  const throttled = throttle.secondsLeft > 0;

  async function signedIn(value: LoginValue, credentials: PasswordCredentials, remember: boolean) {
    await rememberAfterSignIn(remember, credentials.username, credentials.password);
    onSignedIn(value, credentials.password);
  }

  function failed(error: unknown, credentials: PasswordCredentials, remember: boolean) {
    const flags = twoFactorFlagsOf(error);
    if (flags) {
      setSecondStep({ flags, credentials, remember });
      return;
    }
    if (forgetsSavedLogin(error)) forgetSavedLogin();
    const wait = throttleSeconds(error);
    if (wait !== null) throttle.start(wait);
    else setFormError(describeError(error));
  }

  /** The one path for a typed and an automatic sign-in: same lock, same handling. */
  async function submit(username: string, password: string, auto: boolean) {
    if (running.current || Date.now() < lockedUntil.current || throttle.secondsLeft > 0) return;
    running.current = true;
    setFormError(null);
    if (auto) setAutoSigningIn(true);
    const remember = rememberRef.current?.checked ?? false;
    const credentials = await withDeviceFields(username, password);
    login.mutate(credentials, {
      onSuccess: (value) => void signedIn(value, credentials, remember),
      onError: (error) => failed(error, credentials, remember),
      onSettled: () => {
        running.current = false;
        lockedUntil.current = Date.now() + RESUBMIT_LOCK_MS;
        setAutoSigningIn(false);
      },
    });
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (running.current || Date.now() < lockedUntil.current) return;
    const data = new FormData(event.currentTarget);
    const username = String(data.get('username') ?? '').trim();
    const password = String(data.get('password') ?? '');
    const errors: FieldErrors = {};
    if (!username) errors.username = t('login.username_required');
    if (!password) errors.password = t('login.password_required');
    setFieldErrors(errors);
    setFormError(null);
    if (errors.username) return usernameRef.current?.focus();
    if (errors.password) return passwordRef.current?.focus();
    void submit(username, password, false);
  }

  // Pre-fill from the saved login and, when doc A §4 allows, sign in with it straight away.
  const { mobileAutoLogin } = settings.features;
  useEffect(() => {
    let cancelled = false;
    loadSavedLogin(mobileAutoLogin)
      .then((saved) => {
        if (cancelled || !saved) return;
        const [user, pass, remember] = [usernameRef.current, passwordRef.current, rememberRef.current];
        // Whatever the visitor already typed wins over the saved login.
        if (user && pass && !user.value && !pass.value) {
          user.value = saved.username;
          pass.value = saved.password;
          if (remember) remember.checked = true;
        }
        if (saved.autoLogin) void submit(saved.username, saved.password, true);
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
    // Mount only: auto login runs once per visit to the page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <>
      {/* method="post": should the form ever be submitted natively, credentials stay out of the URL. */}
      <form className="card" method="post" onSubmit={onSubmit} noValidate aria-label={t('login.title')} aria-busy={autoSigningIn || undefined}>
        <TextField
          name="username"
          label={t('login.username')}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          inputRef={usernameRef}
          error={fieldErrors.username}
        />
        <PasswordField
          name="password"
          label={t('login.password')}
          autoComplete="current-password"
          inputRef={passwordRef}
          error={fieldErrors.password}
          showLabel={t('login.show_password')}
          hideLabel={t('login.hide_password')}
        />
        <label className="check">
          <input ref={rememberRef} type="checkbox" name="remember" className="check__box" />
          <span>{t('login.remember')}</span>
        </label>
        {autoSigningIn ? (
          <p className="muted" role="status">
            {t('login.auto_signing_in')}
          </p>
        ) : null}
        {throttled ? (
          <p id={timerId} className="form-error" role="timer">
            {t('login.throttled', { seconds: throttle.secondsLeft })}
          </p>
        ) : formError ? (
          <p className="form-error" role="alert">
            {noticeText(formError)}
          </p>
        ) : null}
        <Button type="submit" block busy={login.isPending} disabled={throttled} aria-describedby={throttled ? timerId : undefined}>
          {login.isPending ? t('login.submitting') : t('login.submit')}
        </Button>
      </form>
      {/* Outside the form: the dialog has forms of its own, and forms must not nest. */}
      {secondStep ? (
        <Suspense fallback={null}>
          <TwoFactorDialog
            flags={secondStep.flags}
            credentials={secondStep.credentials}
            onSignedIn={(value) => void signedIn(value, secondStep.credentials, secondStep.remember)}
            onClose={() => setSecondStep(null)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
