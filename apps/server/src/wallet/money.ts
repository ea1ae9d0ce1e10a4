/** Minor units per major unit of a currency (100 for PHP and BRL, 1 for JPY), as Intl knows it. */
export function minorPerMajor(currency: string): number {
  const digits = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  return 10 ** digits;
}

/** An amount as a person reads it on the platform's own pages ("₱500.00", "R$50.00"). */
export function formatMinor(amount: number, currency: string): string {
  return new Intl.NumberFormat('en', { style: 'currency', currency }).format(amount / minorPerMajor(currency));
}
