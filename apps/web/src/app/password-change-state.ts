/**
 * The history state the sign-in leaves on /m/changePsw when the platform requires a new password
 * (first-time, expired with the merchant forcing it, the weak default; doc A §4). Only then does the
 * screen use the forced wording and offer no way out (decision 056); opened any other way it is
 * the member's own password change.
 */
export const PASSWORD_CHANGE_REQUIRED = { passwordChange: 'required' } as const;

export function passwordChangeRequired(state: unknown): boolean {
  return (state as { passwordChange?: unknown } | null)?.passwordChange === 'required';
}
