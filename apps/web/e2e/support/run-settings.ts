import { join } from 'node:path';

/** The e2e run's main platform port (playwright.config.ts reads the same variable). */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4310);
/** The platform's ADMIN_TOKEN in the e2e run (playwright.config.ts); never a real secret. */
export const E2E_ADMIN_TOKEN = 'e2e-admin-token-not-a-secret-0123456789';
/** The Playwright projects; merchants a test changes exist once per project, as the projects run at the same time. */
export const E2E_PROJECTS = ['pixel', 'iphone'] as const;
/** The project a merchant of one project belongs to (pixel unless iphone). */
export const projectOf = (project: string) => (project === 'iphone' ? 'iphone' : 'pixel');
/** A merchant of one project and, where a project has several, one purpose: its code, host and origin. */
export function projectMerchant(name: string, project: string, purpose?: string) {
  const parts = purpose ? [name, purpose, projectOf(project)] : [name, projectOf(project)];
  const host = `${parts.join('-')}.localhost`;
  return { code: `E2E_${parts.join('_').toUpperCase()}`, host, origin: `http://${host}:${E2E_PORT}` };
}
/** MC_ASSET_MANIFEST of the e2e run: the second app's manifest per merchant, inside the merchants folder. */
export const mcManifestTemplate = (merchantsDir: string) => join(merchantsDir, 'mc', '{merchant}.json');
/** Port offsets of the device-id spec's harness page, one per project (an allowed parent of the frame). */
export const DEVICE_HARNESS_OFFSETS = [9, 10];
