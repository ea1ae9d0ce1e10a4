import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { REPO_ROOT, type Config } from '../config/env.ts';
import { PlatformError } from '../http/platform-error.ts';
import type { Merchant } from '../merchants/schema.ts';
import { createAppImages } from './app-images.ts';
import { createIconArt } from './icon-art.ts';

export interface InstallAssets {
  iconArt: ReturnType<typeof createIconArt>;
  appImage: ReturnType<typeof createAppImages>;
}

// One set per platform instance (its config), shared by the page head (web-app.ts) and the routes.
const byConfig = new WeakMap<Config, InstallAssets>();

export function installAssets(app: FastifyInstance): InstallAssets {
  let hit = byConfig.get(app.config);
  if (!hit) {
    const iconArt = createIconArt([app.config.WEB_DIST, path.join(REPO_ROOT, 'apps/web/public')]);
    hit = { iconArt, appImage: createAppImages(iconArt) };
    byConfig.set(app.config, hit);
  }
  return hit;
}

/**
 * The merchant an install resource is for: `merchantCode` in the query (a home screen keeps the
 * manifest's address, whatever host it is later opened on), else the page's merchant.
 */
export function merchantOf(app: FastifyInstance, request: FastifyRequest<{ Querystring: { merchantCode?: string } }>): Merchant {
  const code = typeof request.query.merchantCode === 'string' ? request.query.merchantCode.trim().toUpperCase() : '';
  if (code === '') return app.merchants.forPage(request);
  const merchant = app.merchants.all.get(code);
  if (!merchant) throw new PlatformError('merchant.unknown');
  return merchant;
}
