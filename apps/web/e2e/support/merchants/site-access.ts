import { E2E_PORT, E2E_PROJECTS, projectMerchant, projectOf } from '../run-settings.ts';
import type { MerchantWriter } from './writer.ts';

/**
 * Site-status gate (e2e/site-status.spec.ts, decision 016): one merchant per Playwright project and
 * per test, because the maintenance switch and the second app's manifest are per merchant and the
 * projects run at the same time; plus one that refuses loopback clients (access denied).
 */
export type GateKind = 'maint' | 'update';
export function gateMerchant(kind: GateKind, project: string): { code: string; host: string } {
  return { code: `E2E_${kind.toUpperCase()}_${project.toUpperCase()}`, host: `${kind}-${project}.localhost` };
}
export const RESTRICTED_MERCHANT = 'E2E_RESTRICTED';
export const RESTRICTED_HOST = 'restricted.localhost';

/**
 * Merchants for the domain spec (decision 018), one per Playwright project so pixel and iphone run
 * side by side without racing each other's instances: `<project>.domains.localhost` is taken out of
 * service (its /wps calls answer domain_not_available), the race runs over three more platform
 * instances on their own host names and ports (pixel E2E_PORT+1..3, iphone E2E_PORT+5..7, started by
 * e2e/support/platform.ts), and `<project>.aff.localhost` is an affiliate domain.
 */
export const AFFILIATE_CODES = { affiliateCode: 'AFFE2E', referralCode: 'REFE2E' };
export function domainsSetup(project: string) {
  const p = projectOf(project);
  const ports = [1, 2, 3].map((i) => E2E_PORT + i + (p === 'iphone' ? 4 : 0));
  const raceHosts = ['d1', 'd2', 'd3'].map((d) => `${d}.${p}.localhost`);
  return {
    merchant: `E2E_DOMAINS_${p.toUpperCase()}`,
    disabledHost: `${p}.domains.localhost`,
    affiliateHost: `${p}.aff.localhost`,
    raceHosts,
    ports,
    origins: raceHosts.map((h, i) => `http://${h}:${ports[i]}`),
  };
}

/**
 * The overlay host (e2e/overlays.spec.ts, decision 025): one merchant per project with its own
 * asset manifest (the update notice) on `overlays-<project>.localhost`, and a second domain of it
 * taken out of service (the domain modal), whose race finds the first.
 */
export function overlaysSetup(project: string) {
  return { ...projectMerchant('overlays', project), disabledHost: `${projectOf(project)}.overlays-off.localhost` };
}

export function writeSiteAccessMerchants({ demo, variant, write }: MerchantWriter): void {
  const withStatus = (code: string, host: string, siteStatus: Record<string, unknown>) =>
    variant(code, host, `Portico ${code}`, { siteStatus: { ...(demo.siteStatus as Record<string, unknown>), ...siteStatus } });
  for (const project of E2E_PROJECTS) {
    for (const kind of ['maint', 'update'] as const) {
      const { code, host } = gateMerchant(kind, project);
      const text = {
        maintenanceTitle: 'Scheduled maintenance',
        maintenanceDesc: 'We are improving the site.',
        text: { AR: { title: 'صيانة مجدولة', desc: 'نعمل على تحسين الموقع.' } },
      };
      write(`${host}.json`, withStatus(code, host, text));
    }
  }
  write('e2e-restricted.json', withStatus(RESTRICTED_MERCHANT, RESTRICTED_HOST, { restrictions: { denyIps: ['127.0.0.0/8', '::1'] } }));
  for (const project of E2E_PROJECTS) {
    const setup = domainsSetup(project);
    const domains = variant(setup.merchant, setup.disabledHost, 'Portico Domains', {
      domains: [setup.disabledHost, setup.affiliateHost, ...setup.raceHosts],
      disabledDomains: [setup.disabledHost],
      affiliateDomains: [{ domain: setup.affiliateHost, ...AFFILIATE_CODES }],
      domainList: setup.origins,
      customerService: [{ title: 'Live chat', path: 'https://chat.example.com/e2e', csType: 'LIVECHAT' }],
    });
    write(`e2e-domains-${project}.json`, domains);
    const overlays = overlaysSetup(project);
    write(
      `e2e-overlays-${project}.json`,
      variant(overlays.code, overlays.host, 'Portico Overlays', {
        domains: [overlays.host, overlays.disabledHost],
        disabledDomains: [overlays.disabledHost],
        domainList: [overlays.origin],
      }),
    );
  }
}
