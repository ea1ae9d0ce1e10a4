import { useT } from '../../../../lib/i18n/keys';
import { Button } from '../../../../components/ui/Button';
import { Dialog } from '../../../../components/ui/Dialog';
import { useNoticeText } from '../../../../components/ui/notice-text';
import { stripParenthetical } from './social-rules';

export interface LoginChoiceDialogProps {
  /** The platform's bind_customer_required message. */
  message: string;
  /** Whitelabel FIREBASECREATEACC3 (doc A §2): only then may a new account be registered here. */
  canRegister: boolean;
  registering: boolean;
  onUseExisting: () => void;
  onRegister: () => void;
}

/**
 * doc A §2 "Login-choice confirmation dialog": the social identity is not linked to an account.
 * The words follow the app's one rule (translation of the code, else the platform's message),
 * with the parenthetical part stripped (doc A §5), since the buttons below say the same.
 */
export function LoginChoiceDialog({ message, canRegister, registering, onUseExisting, onRegister }: LoginChoiceDialogProps) {
  const t = useT();
  const noticeText = useNoticeText();
  const text = stripParenthetical(noticeText({ errorCode: 'bind_customer_required', message, fallbackKey: 'social.not_linked' }));
  return (
    <Dialog
      role="dialog"
      title={t('social.choice_title')}
      actions={
        <div className="social-choice__actions">
          <Button block onClick={onUseExisting} disabled={registering}>
            {t('social.use_existing_account')}
          </Button>
          {canRegister ? (
            <Button block variant="secondary" busy={registering} onClick={onRegister}>
              {registering ? t('social.registering') : t('social.register_new_account')}
            </Button>
          ) : null}
        </div>
      }
    >
      <p className="dialog__message">{text}</p>
    </Dialog>
  );
}
