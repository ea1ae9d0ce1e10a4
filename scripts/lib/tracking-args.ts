// The argument handling of `npm run tracking` (scripts/tracking.ts), apart so a test can check it without a platform.

export const TRACKING_USAGE = [
  'usage: npm run tracking -- funnel <MERCHANT> [--from YYYY-MM-DD] [--to YYYY-MM-DD] [--affiliate CODE] [--utm SOURCE]',
  '       npm run tracking -- affiliates list <MERCHANT>',
  '       npm run tracking -- affiliates add <MERCHANT> <CODE> <AGENT NAME> [--referral CODE] [--domain HOST]',
  '       npm run tracking -- affiliates deactivate|activate|remove <MERCHANT> <ID>',
  '       [--url http://127.0.0.1:8080]',
].join('\n');

export interface TrackingFlags {
  from?: string | undefined;
  to?: string | undefined;
  affiliate?: string | undefined;
  utm?: string | undefined;
  referral?: string | undefined;
  domain?: string | undefined;
}

export interface AdminCall {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  path: string;
  body?: Record<string, unknown>;
}

const q = encodeURIComponent;

function funnelCall(merchantCode: string, flags: TrackingFlags): AdminCall {
  const query = new URLSearchParams({ merchantCode });
  if (flags.from) query.set('from', flags.from);
  if (flags.to) query.set('to', flags.to);
  if (flags.affiliate) query.set('affiliateCode', flags.affiliate);
  if (flags.utm) query.set('utmSource', flags.utm);
  return { method: 'GET', path: `/admin/tracking/funnel?${query.toString()}` };
}

/** The affiliate book is operator content (decision 027): these are /admin/content/affiliates calls. */
function affiliatesCall(args: readonly string[], flags: TrackingFlags): AdminCall | null {
  const [action, merchant, ...rest] = args;
  if (!merchant) return null;
  const merchantCode = merchant.toUpperCase();
  const base = '/admin/content/affiliates';
  if (action === 'list' && rest.length === 0) return { method: 'GET', path: `${base}?merchantCode=${q(merchantCode)}` };
  if (action === 'add' && rest.length >= 2) {
    const [code, ...name] = rest;
    const item = { code, agentName: name.join(' '), referralCode: flags.referral ?? null, domain: flags.domain ?? null };
    return { method: 'POST', path: base, body: { merchantCode, item } };
  }
  const [id, ...more] = rest;
  if (!id || more.length > 0) return null;
  if (action === 'remove') return { method: 'DELETE', path: `${base}/${q(id)}?merchantCode=${q(merchantCode)}` };
  if (action === 'activate' || action === 'deactivate') {
    return { method: 'PATCH', path: `${base}/${q(id)}`, body: { merchantCode, item: { active: action === 'activate' } } };
  }
  return null;
}

/** The admin call a command line asks for, or null when it is not one of the forms of TRACKING_USAGE. */
export function trackingCall(positionals: readonly string[], flags: TrackingFlags = {}): AdminCall | null {
  const [command, ...rest] = positionals;
  if (command === 'funnel' && rest.length === 1) return funnelCall(rest[0]!.toUpperCase(), flags);
  if (command === 'affiliates') return affiliatesCall(rest, flags);
  return null;
}
