import type { SiteStatus } from '@portico/contract/system';
import type { LanguageCode } from '@portico/contract/languages';
import type { Merchant } from '../merchants/schema.ts';
import { ipSet, type IpSet } from './ip-set.ts';

export interface Override {
  maintenance: boolean;
  maintenanceEnd: Date | null;
  title: string | null;
  description: string | null;
}

/** The merchant's rules compiled once (address sets), so a status call does no parsing. */
export interface CompiledRules {
  allow: IpSet;
  deny: IpSet;
  allowCountries: ReadonlySet<string>;
  denyCountries: ReadonlySet<string>;
  unknownCountry: 'allow' | 'deny';
  usesCountry: boolean;
}

export function compileRules(m: Merchant): CompiledRules {
  const r = m.siteStatus.restrictions;
  return {
    allow: ipSet(r.allowIps),
    deny: ipSet([...m.blockedIps, ...r.denyIps]),
    allowCountries: new Set(r.allowCountries),
    denyCountries: new Set(r.denyCountries),
    unknownCountry: r.unknownCountry,
    usesCountry: r.allowCountries.length > 0 || r.denyCountries.length > 0,
  };
}

/** Whether `ip` (whose country is `country`, null when unknown) is refused by the rules. */
export function isRestricted(rules: CompiledRules, ip: string, country: string | null): boolean {
  if (rules.allow.has(ip)) return false;
  if (rules.deny.has(ip)) return true;
  if (!rules.usesCountry) return false;
  if (country === null) return rules.unknownCountry === 'deny';
  if (rules.denyCountries.has(country)) return true;
  return rules.allowCountries.size > 0 && !rules.allowCountries.has(country);
}

interface Maintenance {
  end: string | null;
  title: string | null;
  desc: string | null;
  /** Text written for this occasion (operator, window) rather than the file's standing text. */
  ownText: boolean;
}

/** Override first (on or off), then the standing mode, then a window open at `now`. */
export function activeMaintenance(m: Merchant, override: Override | null, now: Date): Maintenance | null {
  const s = m.siteStatus;
  if (override) {
    if (!override.maintenance) return null;
    return {
      end: override.maintenanceEnd?.toISOString() ?? s.maintenanceEnd,
      title: override.title ?? s.maintenanceTitle,
      desc: override.description ?? s.maintenanceDesc,
      ownText: override.title !== null || override.description !== null,
    };
  }
  if (s.mode === 'MAINTENANCE') return { end: s.maintenanceEnd, title: s.maintenanceTitle, desc: s.maintenanceDesc, ownText: false };
  const t = now.getTime();
  const open = s.windows.find((w) => Date.parse(w.start) <= t && t < Date.parse(w.end));
  if (!open) return null;
  return { end: new Date(Date.parse(open.end)).toISOString(), title: open.title ?? s.maintenanceTitle, desc: open.desc ?? s.maintenanceDesc, ownText: open.title !== undefined || open.desc !== undefined };
}

export interface StatusInput {
  merchant: Merchant;
  rules: CompiledRules;
  override: Override | null;
  now: Date;
  ip: string;
  country: string | null;
  language: LanguageCode;
}

/**
 * The answer of GET /wps/system/status. Maintenance wins over restriction (nobody gets in);
 * a merchant file in RESTRICTED mode refuses everyone not in allowIps.
 */
export function evaluateStatus(input: StatusInput): SiteStatus {
  const { merchant, rules, override, now, ip, country, language } = input;
  const maintenance = activeMaintenance(merchant, override, now);
  if (maintenance) {
    // The merchant's text in the visitor's language only replaces the file's own (English) text;
    // an operator's or a window's own text is the one to show, in English.
    const localised = language === 'EN' || maintenance.ownText ? undefined : merchant.siteStatus.text[language];
    return {
      status: 'MAINTENANCE',
      maintenanceEnd: maintenance.end,
      maintenanceTitle: localised?.title ?? maintenance.title,
      maintenanceDesc: localised?.desc ?? maintenance.desc,
      maintenanceTitleEn: maintenance.title,
      maintenanceDescEn: maintenance.desc,
      ip,
      country,
    };
  }
  const restricted = (merchant.siteStatus.mode === 'RESTRICTED' && !rules.allow.has(ip)) || isRestricted(rules, ip, country);
  // One literal per answer, no spread: this runs on every status call (decision 044).
  return {
    status: restricted ? 'RESTRICTED' : 'NORMAL',
    maintenanceEnd: null,
    maintenanceTitle: null,
    maintenanceDesc: null,
    maintenanceTitleEn: null,
    maintenanceDescEn: null,
    ip,
    country,
  };
}
