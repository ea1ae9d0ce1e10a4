import { currencyDigits } from './money';

export type AmountProblem = 'required' | 'notNumber' | 'tooManyDecimals' | 'belowMin' | 'aboveMax';

export type AmountCheck = { minor: number; problem?: undefined } | { problem: AmountProblem; minor?: undefined };

/**
 * What a person typed as an amount, in minor units, or why it cannot be sent. Plain digits with
 * one decimal separator (a dot, or a comma as pt-BR writes it); no grouping, signs or exponents:
 * "1e3" or "-5" are not what anyone means by an amount on a deposit form.
 */
export function checkAmount(text: string, limits: { currency: string; min: number; max: number }): AmountCheck {
  const value = text.trim();
  if (value === '') return { problem: 'required' };
  const match = /^(\d{1,13})(?:[.,](\d*))?$/.exec(value);
  if (!match) return { problem: 'notNumber' };
  const digits = currencyDigits(limits.currency);
  const fraction = (match[2] ?? '').replace(/0+$/, '');
  if (fraction.length > digits) return { problem: 'tooManyDecimals' };
  const minor = Number(match[1]) * 10 ** digits + Number(fraction.padEnd(digits, '0') || '0');
  if (minor < limits.min) return { problem: 'belowMin' };
  if (minor > limits.max) return { problem: 'aboveMax' };
  return { minor };
}
