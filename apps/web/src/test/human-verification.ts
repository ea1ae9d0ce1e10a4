import { expect } from 'vitest';
import { screen, waitFor } from '@testing-library/react';

const VERIFY = "I'm not a robot — tap to verify";

/** The verification button once it works: it is drawn (disabled) from the first paint, enabled when ready. */
export async function findVerifyButton(timeout = 4_000): Promise<HTMLElement> {
  await screen.findByRole('button', { name: VERIFY }, { timeout });
  await waitFor(() => expect(screen.getByRole('button', { name: VERIFY }).hasAttribute('disabled')).toBe(false), { timeout });
  return screen.getByRole('button', { name: VERIFY });
}
