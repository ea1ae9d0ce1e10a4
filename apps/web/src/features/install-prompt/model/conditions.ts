import type { InstallPromptConfig } from '@portico/contract/install-prompt';
import type { CustomerType } from '@portico/contract/session';

/** Everything doc E §4's conditions read, gathered by the engine (decision 036). */
export interface ConditionInput {
  config: InstallPromptConfig;
  /** Native app, installed web app (standalone), the installed flag or the 99 counter, WEBCLIP 1. */
  installed: boolean;
  /** Another install prompt (this engine's) is on screen. */
  promptOpen: boolean;
  host: string;
  /** The session's member type; null for a visitor. */
  memberType: CustomerType | null;
  siteBlocked: boolean;
  /** The browser's install event was captured. */
  installEvent: boolean;
  ios: boolean;
  /** An in-app browser: nothing to install with, but the prompt shows the way to the browser. */
  inAppBrowser: boolean;
}

export type Blocker =
  | 'switched-off'
  | 'installed'
  | 'prompt-open'
  | 'domain'
  | 'login-required'
  | 'member-type'
  | 'site-blocked'
  | 'no-install-event';

const hostMatches = (host: string, listed: readonly string[]) => {
  const h = host.toLowerCase();
  return listed.some((d) => h === d.toLowerCase());
};

/**
 * The first of doc E §4's conditions that fails, or null when the prompt may show. Member types
 * (decision 036): a visitor sees it unless login is required (§6); a member of type 0, 1 or 2 sees
 * it (§4); a restricted member (4) never does.
 */
export function blockerOf(c: ConditionInput): Blocker | null {
  const { config } = c;
  if (!config.download_condition_switch.enabled) return 'switched-off';
  if (c.installed) return 'installed';
  if (c.promptOpen) return 'prompt-open';
  if (config.domains_switch.enabled) {
    const listed = hostMatches(c.host, config.domains.value);
    if (config.domains_switch.value === 2 && listed) return 'domain';
    if (config.domains_switch.value === 3 && !listed) return 'domain';
  }
  if (config.login_required.enabled && c.memberType === null) return 'login-required';
  if (c.memberType !== null && c.memberType !== 0 && c.memberType !== 1 && c.memberType !== 2) return 'member-type';
  if (c.siteBlocked) return 'site-blocked';
  if (!c.installEvent && !c.ios && !c.inAppBrowser) return 'no-install-event';
  return null;
}
