/** The password rule, without zod: the registration forms on the first load check it (decision 047). */
export const PASSWORD_RULE = { min: 8, max: 64 } as const;
export function isStrongPassword(password: string): boolean {
  return (
    password.length >= PASSWORD_RULE.min &&
    password.length <= PASSWORD_RULE.max &&
    /[A-Za-z]/.test(password) &&
    /\d/.test(password)
  );
}
