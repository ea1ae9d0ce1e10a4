import { useEffect, useRef, useState } from 'react';
import { usernameProblem, type UsernameProblem } from '@portico/contract/register';
import { checkUsername } from '../../api/check-username';

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
  const [availability, setAvailability] = useState<Availability>({ state: 'idle' });
  const latest = useRef(0);

  useEffect(() => {
    const mine = ++latest.current;
    const name = username.trim();
    if (!name) {
      setAvailability({ state: 'idle' });
      return;
    }
    const timer = setTimeout(() => {
      const problem = usernameProblem(name);
      if (problem) return setAvailability({ state: 'rule', problem });
      setAvailability({ state: 'checking' });
      checkUsername(name).then(
        (answer) => {
          if (mine !== latest.current) return;
          if (answer.available) setAvailability({ state: 'available' });
          else if (answer.reason === 'taken') setAvailability({ state: 'taken' });
          else setAvailability({ state: 'rule', problem: answer.reason ?? 'characters' });
        },
        () => mine === latest.current && setAvailability({ state: 'idle' }),
      );
    }, AVAILABILITY_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [username]);

  return availability;
}
