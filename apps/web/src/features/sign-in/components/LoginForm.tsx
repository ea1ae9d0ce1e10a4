import { VerificationPlaceholder } from '../../../components/human-verification/VerificationPlaceholder';
import { lazy, Suspense, useEffect, useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import type { LoginValue, TwoFactorFlags } from '@portico/contract/session';
import { useT } from '../../../lib/i18n/keys';
import { Button } from '../../../components/ui/Button';
import { TextField } from '../../../components/ui/TextField';
import { PasswordField } from '../../../components/ui/PasswordField';
import { useNoticeText } from '../../../components/ui/notice-text';
import { notice, type NoticePayload } from '../../../lib/notify/notify';
import { describeError } from '../../../lib/http/describe-error';
import { useSiteSettings } from '../../../lib/site/site-settings';
import { useOverlay } from '../../../lib/overlay/use-overlay';
import type { PasswordCredentials, SecondFactorStep } from '../../../lib/session/second-factor';
import { hasSavedLogin, removeSavedLogin } from '../model/saved-login-slot';
import { useCountdown } from '../../../lib/use-countdown';
import { useGuardedSubmit } from '../../../lib/submit/use-guarded-submit';

// Downloaded only for a merchant with human verification on. Its own lazy() rather than the shared
// LazyHumanVerification: that wrapper would become a chunk of its own on this first route.
const HumanVerification = lazy(() => import('../../../components/human-verification/HumanVerification').then((m) => ({ default: m.HumanVerification })));

// What a sign-in does (device fields, the request, remember password, reading a refusal) is not
// needed to draw the form: it loads on the first touch of the form, at the latest on submit.
const loadSignIn = () => import('../model/password-sign-in');

interface LoginFormProps {
  /** The member is signed in (session stored); `password` feeds the weak-password routing rule. */
  onSignedIn: (value: LoginValue, password: string) => void;
  /** Lets the screen move focus here ("log in with an existing account"). */
  usernameRef?: RefObject<HTMLInputElement | null>;
  /** The two-factor step, drawn when a sign-in answers login_verify_required (lazy: loaded then). */
  SecondFactor: SecondFactorStep;
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
export function LoginForm({ onSignedIn, usernameRef: outerUsernameRef, SecondFactor }: LoginFormProps) {
  const t = useT();
  const noticeText = useNoticeText();
  const settings = useSiteSettings();
  const throttle = useCountdown();
  const timerId = useId();
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<NoticePayload | null>(null);
  const guarded = useGuardedSubmit();
  const pending = guarded.pending !== null;
  const [autoSigningIn, setAutoSigningIn] = useState(false);
  const [secondStep, setSecondStep] = useState<SecondStep | null>(null);
  const ownUsernameRef = useRef<HTMLInputElement>(null);
  const usernameRef = outerUsernameRef ?? ownUsernameRef;
  const passwordRef = useRef<HTMLInputElement>(null);
  const rememberRef = useRef<HTMLInputElement>(null);

  const throttled = throttle.secondsLeft > 0;
  // doc A §5 / decisions 012, 015: the merchant's verification (built-in or Geetest) guards password
  // sign-in; decision 034: the platform asks for it too, with captcha.invalid, for an account under attack.
  const [steppedUp, setSteppedUp] = useState(false);
  const captchaOn = settings.captcha.enabled || steppedUp;
  const captcha = useRef<string | null>(null);
  const [captchaResetKey, setCaptchaResetKey] = useState(0);

  /** The one path for a typed and an automatic sign-in: same lock, same handling. */
  async function submit(username: string, password: string, auto: boolean) {
    if (throttle.secondsLeft > 0) return;
    await guarded.run('submit', async () => {
      setFormError(null);
      if (auto) setAutoSigningIn(true);
      const remember = rememberRef.current?.checked ?? false;
      try {
        const { signInWithPassword } = await loadSignIn();
        const spent = captcha.current ?? undefined;
        const outcome = await signInWithPassword(username, password, remember, spent);
        // A solution is single use: whatever happened after it was sent, the next attempt needs a new one.
        if (spent !== undefined && outcome.kind !== 'signed-in') {
          captcha.current = null;
          setCaptchaResetKey((k) => k + 1);
        }
        if (outcome.kind === 'signed-in') onSignedIn(outcome.value, password);
        else if (outcome.kind === 'second-factor') setSecondStep({ flags: outcome.flags, credentials: outcome.credentials, remember });
        else if (outcome.kind === 'throttled') throttle.start(outcome.seconds);
        else if (outcome.kind === 'verify') {
          // Asked for the first time: "verify first" says what to do; after a spent one, the platform's reason.
          setFormError(spent === undefined ? { messageKey: 'hv.verify_first', fallbackKey: 'hv.verify_first' } : describeError(outcome.error));
          setSteppedUp(true);
        }
        else setFormError(describeError(outcome.error));
      } catch (error) {
        // The sign-in code itself could not be loaded (offline, a new deployment).
        setFormError(describeError(error));
      } finally {
        setAutoSigningIn(false);
      }
    });
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!guarded.isOpen()) return;
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
    if (captchaOn && !captcha.current) {
      // doc A §5: nothing is sent until the person has verified.
      void notice({ messageKey: 'hv.verify_first', fallbackKey: 'hv.verify_first' });
      return;
    }
    void submit(username, password, false);
  }

  async function secondStepPassed(step: SecondStep, value: LoginValue) {
    const { rememberAfterSecondFactor } = await loadSignIn();
    await rememberAfterSecondFactor(step.credentials, step.remember);
    onSignedIn(value, step.credentials.password);
  }

  // Pre-fill from the saved login and, when doc A §4 allows, sign in with it straight away.
  const { mobileAutoLogin } = settings.features;
  useEffect(() => {
    if (!hasSavedLogin()) return;
    let cancelled = false;
    import('../model/remember')
      .then(({ loadSavedLogin }) => loadSavedLogin(mobileAutoLogin))
      .then((saved) => {
        if (cancelled || !saved) return;
        const [user, pass, remember] = [usernameRef.current, passwordRef.current, rememberRef.current];
        // Whatever the visitor already typed wins over the saved login.
        if (user && pass && !user.value && !pass.value) {
          user.value = saved.username;
          pass.value = saved.password;
          if (remember) remember.checked = true;
        }
        // With human verification on there is no automatic sign-in: a person has to verify first.
        if (saved.autoLogin && !captchaOn) void submit(saved.username, saved.password, true);
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
    // Mount only: auto login runs once per visit to the page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // A step of sign-in the person started: the host shows it above any marketing overlay (decision 025).
  const twoFactorOverlay = useOverlay({ id: 'two-factor', kind: 'two-factor', open: secondStep !== null });
  const formRef = useRef<HTMLFormElement>(null);
  // Closed without signing in: back on the form, on the button that opened the step (it was disabled, and
  // so unfocused, while its request ran; the dialog's own return of focus could find nothing to go back to).
  const secondStepClosed = () => {
    setSecondStep(null);
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLButtonElement>('button[type=submit]')?.focus());
  };

  return (
    <>
      {/* method="post": should the form ever be submitted natively, credentials stay out of the URL. */}
      <form
        ref={formRef}
        className="card"
        method="post"
        onSubmit={onSubmit}
        onFocus={() => void loadSignIn().catch(() => undefined)}
        noValidate
        aria-label={t('login.title')}
        aria-busy={autoSigningIn || undefined}
      >
        <TextField
          name="username"
          label={t('login.username')}
          // "webauthn": the browser also offers the member's passkeys here (decision 042, conditional UI).
          autoComplete="username webauthn"
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
          <input
            ref={rememberRef}
            type="checkbox"
            name="remember"
            className="check__box"
            // Unticking forgets at once: on a shared phone, waiting for the next sign-in would be too late.
            onChange={(event) => {
              if (!event.currentTarget.checked) removeSavedLogin();
            }}
          />
          <span>{t('login.remember')}</span>
        </label>
        {captchaOn ? (
          <Suspense fallback={<VerificationPlaceholder />}>
            <HumanVerification
              resetKey={captchaResetKey}
              onChange={(payload) => {
                captcha.current = payload;
              }}
            />
          </Suspense>
        ) : null}
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
        <Button type="submit" block busy={pending} disabled={throttled} aria-describedby={throttled ? timerId : undefined}>
          {pending ? t('login.submitting') : t('login.submit')}
        </Button>
      </form>
      {/* Outside the form: the dialog has forms of its own, and forms must not nest. */}
      {secondStep
        ? twoFactorOverlay(
            <Suspense fallback={null}>
              <SecondFactor
                flags={secondStep.flags}
                credentials={secondStep.credentials}
                onSignedIn={(value) => void secondStepPassed(secondStep, value)}
                onClose={secondStepClosed}
              />
            </Suspense>,
          )
        : null}
    </>
  );
}
