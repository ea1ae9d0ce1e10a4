import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { UsernameCheckValue } from '@portico/contract/register';
import { usernameProblem, type UsernameProblem } from '@portico/contract/register-rules';
import { usernameCheckQueryOptions } from '../api/check-username';

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
  const client = useQueryClient();
  // The answer for the name it was asked for (null: failed); a newer name makes an older answer moot.
  const [checked, setChecked] = useState<{ name: string; answer: UsernameCheckValue | null } | null>(null);
  useEffect(() => {
    if (!settled || problem) return;
    let current = true;
    client.fetchQuery(usernameCheckQueryOptions(settled)).then(
      (answer) => current && setChecked({ name: settled, answer }),
      () => current && setChecked({ name: settled, answer: null }),
    );
    return () => {
      current = false;
    };
  }, [client, settled, problem]);

  if (!name || settled !== name) return { state: 'idle' };
  if (problem) return { state: 'rule', problem };
  if (checked?.name !== settled) return { state: 'checking' };
  const answer = checked.answer;
  if (!answer) return { state: 'idle' };
  if (answer.available) return { state: 'available' };
  return answer.reason === 'taken' ? { state: 'taken' } : { state: 'rule', problem: answer.reason ?? 'characters' };
}
