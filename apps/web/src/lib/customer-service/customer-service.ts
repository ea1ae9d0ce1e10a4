import { csPathToUrl } from '@portico/contract/domains';

/**
 * Customer service (doc E §3 "Customer-service entry", decision 018): the platform sends encoded
 * paths; a decoding failure falls back to the raw path (doc E §8). Only an http(s) URL is ever
 * opened, so a path can never become a javascript: or data: navigation.
 */
export interface CustomerServiceEntry {
  title: string;
  path: string;
}

export function customerServiceUrl(path: string): string | null {
  const text = csPathToUrl(path).trim();
  if (!URL.canParse(text)) return null;
  const url = new URL(text);
  return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
}

/** Opens the entry in a new tab without giving it this page (noopener). False when it cannot be opened. */
export function openCustomerService(entry: CustomerServiceEntry, open: typeof window.open = window.open.bind(window)): boolean {
  const url = customerServiceUrl(entry.path);
  if (!url) return false;
  open(url, '_blank', 'noopener,noreferrer');
  return true;
}

/**
 * doc E §4 "Customer-service entries": entries without labelIds are for everyone; a member with a
 * VIP label gets the entries tagged with it, or the general ones when none is.
 */
export function entriesForLabel<E extends { labelIds: readonly number[] }>(entries: readonly E[], labelId: number | null): E[] {
  const general = entries.filter((e) => e.labelIds.length === 0);
  if (labelId === null) return general;
  const mine = entries.filter((e) => e.labelIds.includes(labelId));
  return mine.length > 0 ? mine : general;
}
