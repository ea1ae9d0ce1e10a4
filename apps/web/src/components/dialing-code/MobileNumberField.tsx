import type { ComponentProps } from 'react';
import { TextField } from '../ui/TextField';

/**
 * The national number beside a DialingCodeField (sms sign-in, mobile registration, the two-factor sms
 * method): a phone keypad of digits, filled by the browser's "national number" autofill.
 */
export function MobileNumberField(props: Omit<ComponentProps<typeof TextField>, 'type' | 'inputMode' | 'autoComplete'>) {
  return <TextField type="tel" inputMode="numeric" autoComplete="tel-national" {...props} />;
}
