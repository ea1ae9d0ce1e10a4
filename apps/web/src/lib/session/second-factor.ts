import type { ComponentType } from 'react';
import type { LoginValue, TwoFactorFlags } from '@portico/contract/session';
import type { LoginDevice } from '../device/login-device';

/** What a password sign-in sends, and what its second step sends again with the verification. */
export interface PasswordCredentials {
  username: string;
  password: string;
  loginDeviceId?: string;
  isOfficialAppLogin?: boolean;
  device?: LoginDevice;
}

/**
 * The second step of a sign-in (doc A §4, login_verify_required): sign-in asks for it, the
 * two-factor feature draws it, and app/ hands one to the other, since features never import features.
 */
export interface SecondFactorProps {
  /** The value of the login_verify_required refusal: which methods this member can use. */
  flags: TwoFactorFlags;
  credentials: PasswordCredentials;
  /** Called after the success message sequence; the session is already stored (storeSignIn). */
  onSignedIn: (value: LoginValue) => void;
  /** Called once the closing animation has played; the owner unmounts the dialog then. */
  onClose: () => void;
}

export type SecondFactorStep = ComponentType<SecondFactorProps>;
