import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/http/call-endpoint';
import { logoutRef } from '../../../lib/http/first-load-endpoints';
import { clearSession } from '../../../lib/session/session-store';
import { setPref } from '../../../lib/storage/prefs';

/**
 * The local session ends even when the platform can't be reached: signing out must always work.
 * Auto login is turned off first: a player who signs out must not be signed straight back in by a
 * remembered password on the next visit (decision 010). Ticking "Remember password" at the next
 * sign-in turns it on again.
 */
export async function logout(): Promise<void> {
  setPref('autoLogin', '0');
  try {
    await callEndpoint(logoutRef, { alert: false });
  } finally {
    clearSession();
  }
}

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSettled: () => queryClient.removeQueries({ queryKey: ['member'] }),
  });
}
