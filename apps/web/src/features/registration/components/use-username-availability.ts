import { useEffect, useState } from 'react';
import { usernameProblem, type UsernameProblem } from '@portico/contract/register-rules';
import { useUsernameCheck } from '../api/check-username';

/** Quiet time after the last keystroke before a name is checked (one request per pause, not per key). */
export const AVAILABILITY_DEBOUNCE_MS = 400;

export type Availability =
  | { state: 'idle' }
  | { state: 'rule'; problem: UsernameProblem }
  | { state: 'checking' }
  | { state: 'available' }
  | { state: 'taken' };

/**
 * The username's availability as the visitor types (issue 4): after a pause, the rule is checked
 * here and a name that passes it is asked of GET /wps/check/username (one cached query per name).
 * Nothing is shown for a name no longer in the field; a failed or throttled check shows nothing
 * (the platform decides at registration anyway).
 */
export function useUsernameAvailability(username: string): Availability {
  const name = username.trim();
  // The name once typing has paused: what is checked.
  const [settled, setSettled] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSettled(name), AVAILABILITY_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [name]);
  const problem = settled ? usernameProblem(settled) : null;
  const check = useUsernameCheck(settled, settled !== '' && problem === null);

  if (!name || settled !== name) return { state: 'idle' };
  if (problem) return { state: 'rule', problem };
  if (check.isPending) return { state: 'checking' };
  if (check.isError) return { state: 'idle' };
  const answer = check.data;
  if (answer.available) return { state: 'available' };
  return answer.reason === 'taken' ? { state: 'taken' } : { state: 'rule', problem: answer.reason ?? 'characters' };
}
