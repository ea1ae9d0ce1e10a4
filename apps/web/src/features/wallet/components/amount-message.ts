import type { AmountProblem } from '../model/amount';
import type { useWalletT } from '../strings';

/** The field message of an amount problem, with the limits in the merchant's money format. */
export function amountMessage(t: ReturnType<typeof useWalletT>, problem: AmountProblem, limits: { min: string; max: string }): string {
  switch (problem) {
    case 'required':
      return t('wallet.amount_required');
    case 'notNumber':
      return t('wallet.amount_not_number');
    case 'tooManyDecimals':
      return t('wallet.amount_decimals');
    case 'belowMin':
      return t('wallet.amount_below', { min: limits.min });
    case 'aboveMax':
      return t('wallet.amount_above', { max: limits.max });
  }
}
