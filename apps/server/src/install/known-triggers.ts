import { INSTALL_TRIGGERS } from '@portico/contract/install-prompt';

type Triggers = Record<string, { enabled: boolean; value?: number | string }>;

const KNOWN = new Set<string>(INSTALL_TRIGGERS);
const reported = new Set<string>();

/**
 * A stored configuration's triggers without the names this build does not know (decision 036): written
 * by an older or newer platform, or by hand in the database. Each unknown name is reported once per
 * merchant and process, so a relay called on every page view does not flood the log.
 */
export function knownTriggers(stored: unknown, merchantCode: string, report?: (name: string) => void): Triggers {
  const out: Triggers = {};
  if (typeof stored !== 'object' || stored === null) return out;
  for (const [name, setting] of Object.entries(stored as Triggers)) {
    if (KNOWN.has(name)) {
      out[name] = setting;
      continue;
    }
    const key = `${merchantCode}\u0000${name}`;
    if (report && !reported.has(key)) {
      reported.add(key);
      report(name);
    }
  }
  return out;
}
