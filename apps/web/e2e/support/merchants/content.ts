import { E2E_PROJECTS, projectMerchant } from '../run-settings.ts';
import type { MerchantWriter } from './writer.ts';

/**
 * Home content (e2e/home.spec.ts, decision 028): merchants of their own per project and purpose,
 * so a test that changes a popup or a banner through /admin/content is never seen by another.
 * They start without content (only the default merchant is seeded); `bare` keeps none.
 */
export const HOME_PURPOSES = ['popups', 'banners', 'bare'] as const;
export const homeMerchant = (project: string, purpose: (typeof HOME_PURPOSES)[number]) => projectMerchant('home', project, purpose);

/**
 * The install prompt (e2e/install-prompt.spec.ts, decision 036): one merchant per project, so the
 * tests that change its install-prompt configuration through /admin/content are never seen by another.
 */
export const installMerchant = (project: string) => projectMerchant('install', project);

/**
 * App layer (e2e/app-layer.spec.ts, decision 037): a merchant per project and purpose, so the download
 * resources and popup banners each test sets through /admin/content are seen by no other test.
 * `mandatory` has MANDATORYAPPUPDATES3 on; `capped` too, with one marketing overlay a visit (decision 045).
 * `narrow` is e2e/narrow-screen.spec.ts's, with an app for both phones. All inherit the demo's latestAppVersion (2.5.0).
 */
export const APP_LAYER_PURPOSES = ['bar', 'popups', 'upgrade', 'mandatory', 'capped', 'narrow'] as const;
export const appLayerMerchant = (project: string, purpose: (typeof APP_LAYER_PURPOSES)[number]) => projectMerchant('applayer', project, purpose);

export function writeContentMerchants({ demo, variant, write }: MerchantWriter): void {
  for (const project of E2E_PROJECTS) {
    const install = installMerchant(project);
    write(`e2e-install-${project}.json`, variant(install.code, install.host, 'Portico Install'));
    for (const purpose of HOME_PURPOSES) {
      const { code, host } = homeMerchant(project, purpose);
      write(`e2e-home-${purpose}-${project}.json`, variant(code, host, 'Portico Home'));
    }
    for (const purpose of APP_LAYER_PURPOSES) {
      const { code, host } = appLayerMerchant(project, purpose);
      const whitelabel = { ...(demo.whitelabel as Record<string, boolean>), MANDATORYAPPUPDATES3: purpose === 'mandatory' || purpose === 'capped' };
      const cap = purpose === 'capped' ? { marketingOverlaysPerVisit: 1 } : {};
      write(`e2e-applayer-${purpose}-${project}.json`, variant(code, host, 'Portico Apps', { whitelabel, ...cap }));
    }
  }
}
