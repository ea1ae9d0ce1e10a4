/** An arrow into the wallet (money in) or out of it; decoration beside a text that says the same. */
export function MovementIcon({ direction }: { direction: 'in' | 'out' }) {
  return (
    <svg className="wallet__icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      {direction === 'in' ? <path d="M12 4v13m0 0-5-5m5 5 5-5M5 20h14" /> : <path d="M12 17V4m0 0-5 5m5-5 5 5M5 20h14" />}
    </svg>
  );
}
