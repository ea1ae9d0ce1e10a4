import { useMutation, useQueryClient } from '@tanstack/react-query';
import { logoutEndpoint } from '@portico/contract/session';
import { callEndpoint } from '../../../lib/http/call-endpoint';
import { clearSession } from '../../../lib/session/session-store';

/** The local session ends even when the platform can't be reached: signing out must always work. */
export async function logout(): Promise<void> {
  try {
    await callEndpoint(logoutEndpoint, { alert: false });
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
