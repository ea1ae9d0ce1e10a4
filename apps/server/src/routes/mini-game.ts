import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { REPO_ROOT } from '../config/env.ts';

export const MINI_GAME_VARIANTS = ['v1', 's1'] as const;
const ART_DIR = path.join(REPO_ROOT, 'apps/server/game-art');

/**
 * The platform's own game files: doc A §7 / doc E §7's mini-game scripts at
 * /mini-game/{v1,s1}/minigame.js with the stylesheet each adds, minigame.css (decision 053), and the demo catalogue's art at /game-art/<name>.svg (an
 * operator's own catalogue points at its CDN instead). Read once at start; the web app adds
 * ?_t=<ms> to the script address, so a short cache is harmless.
 */
export function registerMiniGame(app: FastifyInstance): void {
  const read = (variant: string, file: string) => readFileSync(path.join(REPO_ROOT, 'apps/server/mini-game', variant, file), 'utf8');
  const scripts = new Map<string, string>(MINI_GAME_VARIANTS.map((v) => [v, read(v, 'minigame.js')]));
  const sheets = new Map<string, string>(MINI_GAME_VARIANTS.map((v) => [v, read(v, 'minigame.css')]));
  const art = new Map<string, string>(
    readdirSync(ART_DIR)
      .filter((f) => f.endsWith('.svg'))
      .map((f) => [f, readFileSync(path.join(ART_DIR, f), 'utf8')]),
  );
  app.get('/mini-game/:variant/minigame.js', async (request, reply) => {
    const script = scripts.get((request.params as { variant: string }).variant);
    if (!script) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    return reply.type('text/javascript; charset=utf-8').header('cache-control', 'public, max-age=300').send(script);
  });
  app.get('/mini-game/:variant/minigame.css', async (request, reply) => {
    const sheet = sheets.get((request.params as { variant: string }).variant);
    if (!sheet) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    return reply.type('text/css; charset=utf-8').header('cache-control', 'public, max-age=300').send(sheet);
  });
  app.get('/game-art/:file', async (request, reply) => {
    const svg = art.get((request.params as { file: string }).file);
    if (!svg) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    return reply.type('image/svg+xml; charset=utf-8').header('cache-control', 'public, max-age=3600').send(svg);
  });
}
