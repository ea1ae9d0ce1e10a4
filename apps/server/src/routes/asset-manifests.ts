import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** What the web app's update check hashes (doc A §4, decision 016): file → content hash. */
export interface AssetManifest {
  files: Record<string, string>;
}

const EMPTY: AssetManifest = { files: {} };
const hash16 = (data: Buffer | string) => createHash('sha256').update(data).digest('hex').slice(0, 16);

interface ViteChunk {
  file: string;
  css?: string[];
  assets?: string[];
}

/** Stat-keyed memo: the value is rebuilt only when one of `files` changed (or appeared/disappeared). */
function memoByMtime<T>(build: (files: string[]) => Promise<T>) {
  const memo = new Map<string, { key: string; value: T }>();
  return async (files: string[]): Promise<T> => {
    const stats = await Promise.all(files.map((f) => stat(f).catch(() => null)));
    const key = stats.map((s) => (s ? `${s.mtimeMs}:${s.size}` : '-')).join('|');
    const id = files.join('|');
    const hit = memo.get(id);
    if (hit?.key === key) return hit.value;
    const value = await build(files);
    memo.set(id, { key, value });
    return value;
  };
}

const send = (reply: FastifyReply, manifest: AssetManifest) =>
  reply.type('application/json; charset=utf-8').header('cache-control', 'no-cache, no-store, must-revalidate').send(manifest);

/**
 * GET /m/asset-manifest.json: the built web app's files (from Vite's .vite/manifest.json, plus
 * index.html which carries the inlined stylesheet) with a hash of each file's content, re-read
 * when the build changes under a running platform. GET /mobile/mc/asset-manifest.json: the second
 * app's manifest file (MC_ASSET_MANIFEST, "{merchant}" replaced by the page's merchant), served
 * as it is; unset, missing or not a JSON object → an empty manifest. Both take the client's
 * cache-busting time parameter and are never cached.
 */
export function registerAssetManifests(app: FastifyInstance): void {
  const dist = app.config.WEB_DIST;
  const webManifest = memoByMtime<AssetManifest>(async ([viteFile = '', indexFile = '']) => {
    const index = await readFile(indexFile).catch(() => null);
    const vite = await readFile(viteFile, 'utf8').catch(() => null);
    if (!index || !vite) return EMPTY;
    let chunks: Record<string, ViteChunk>;
    try {
      chunks = JSON.parse(vite) as Record<string, ViteChunk>;
    } catch {
      app.log.warn({ file: viteFile }, 'web build manifest is not JSON');
      return EMPTY;
    }
    const names = new Set<string>();
    for (const chunk of Object.values(chunks)) for (const f of [chunk.file, ...(chunk.css ?? []), ...(chunk.assets ?? [])]) if (f) names.add(f);
    const files: Record<string, string> = { 'index.html': hash16(index) };
    for (const name of [...names].sort()) {
      const body = await readFile(path.join(dist, name)).catch(() => null);
      // A file the manifest names but the build dropped (the inlined stylesheet) is skipped.
      if (body) files[name] = hash16(body);
    }
    return { files };
  });

  const mcManifest = memoByMtime<AssetManifest>(async ([file = '']) => {
    const text = await readFile(file, 'utf8').catch(() => null);
    if (text === null) return EMPTY;
    try {
      const parsed: unknown = JSON.parse(text);
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed as AssetManifest;
    } catch {
      // fall through
    }
    app.log.warn({ file }, 'second app manifest is not a JSON object: serving an empty one');
    return EMPTY;
  });

  app.get('/m/asset-manifest.json', async (_request, reply) =>
    send(reply, await webManifest([path.join(dist, '.vite', 'manifest.json'), path.join(dist, 'index.html')])),
  );

  app.get('/mobile/mc/asset-manifest.json', async (request, reply) => {
    const template = app.config.MC_ASSET_MANIFEST;
    if (!template) return send(reply, EMPTY);
    const merchant = app.merchants.forPage(request).merchantCode;
    return send(reply, await mcManifest([template.replaceAll('{merchant}', merchant)]));
  });
}
