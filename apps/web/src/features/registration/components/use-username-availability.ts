import { useEffect, useRef, useState } from 'react';
import { usernameProblem, type UsernameProblem } from '@portico/contract/register';
import { checkUsername } from '../api/check-username';

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
 * here and a name that passes it is asked of GET /wps/check/username. An answer for a name no
 * longer in the field is dropped; a failed or throttled check shows nothing (the platform decides
 * at registration anyway).
 */
export function useUsernameAvailability(username: string): Availability {
  // Each result names the name it is for: a result for another name than the field's is not shown.
  const [result, setResult] = useState<{ name: string; availability: Availability } | null>(null);
  const latest = useRef(0);
  const name = username.trim();

  useEffect(() => {
    const mine = ++latest.current;
    if (!name) return;
    const timer = setTimeout(() => {
      const problem = usernameProblem(name);
      if (problem) return setResult({ name, availability: { state: 'rule', problem } });
      setResult({ name, availability: { state: 'checking' } });
      checkUsername(name).then(
        (answer) => {
          if (mine !== latest.current) return;
          const availability: Availability = answer.available
            ? { state: 'available' }
            : answer.reason === 'taken'
              ? { state: 'taken' }
              : { state: 'rule', problem: answer.reason ?? 'characters' };
          setResult({ name, availability });
        },
        () => mine === latest.current && setResult(null),
      );
    }, AVAILABILITY_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [name]);

  return result && result.name === name ? result.availability : { state: 'idle' };
}
