import Fastify, { type FastifyInstance } from 'fastify';
import type { Config, TrustProxy } from './config/env.ts';
import { loggerOptions, OneLinePerRequest, requestIdOf, type LoggerExtras } from './http/logging.ts';
import { requestLogger } from './http/request-logger.ts';
import securityHeaders from './plugins/external/security-headers.ts';
import staticFiles from './plugins/external/static.ts';
import swagger from './plugins/external/swagger.ts';
import merchants from './plugins/app/merchants.ts';
import db from './plugins/app/db.ts';
import rateLimits from './plugins/app/rate-limits.ts';
import sms from './plugins/app/sms.ts';
import smsCodes from './plugins/app/sms-codes.ts';
import sessions from './plugins/app/sessions.ts';
import encryption from './plugins/app/encryption.ts';
import identity from './plugins/app/identity.ts';
import captcha from './plugins/app/captcha.ts';
import siteStatus from './plugins/app/site-status.ts';
import webApp from './plugins/app/web-app.ts';
import errors from './plugins/app/errors.ts';
import domains from './plugins/app/domains.ts';
import wallet from './plugins/app/wallet.ts';
import chat from './plugins/app/chat.ts';
import push from './plugins/app/push.ts';
import conversions from './plugins/app/conversions.ts';
import { registerWpsRoutes } from './routes/wps/index.ts';
import { registerHealthz } from './routes/healthz.ts';
import { registerDevRoutes } from './routes/dev/index.ts';
import { registerIdpRoutes } from './routes/idp/index.ts';
import { registerVendorRoutes } from './routes/vendor/index.ts';
import { registerMiniGame } from './routes/mini-game.ts';
import { registerAdminRoutes } from './routes/admin/index.ts';
import { registerAssetManifests } from './routes/asset-manifests.ts';
import { registerDeviceFrame } from './routes/device-frame.ts';
import { registerLocalChat } from './routes/chat/index.ts';
import { applyVary } from './http/vary.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
  }
}

/**
 * TRUST_PROXY as Fastify takes it. A hop count becomes a function: Fastify's own numeric form trusts
 * no hop at all, and proxy-addr numbers the hops from the socket (0), so trusting hops below n makes
 * request.ip the address the n-th proxy saw (decision 034).
 */
function trustProxyOption(trust: TrustProxy): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust !== 'number') return trust;
  return (_address, hop) => hop < trust;
}

/** Builds a ready Fastify instance; nothing listens until main.ts calls listen (tests use inject). */
export async function buildApp(config: Config, logging: LoggerExtras = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config, logging),
    genReqId: requestIdOf,
    logController: new OneLinePerRequest(),
    childLoggerFactory: requestLogger,
    trustProxy: trustProxyOption(config.TRUST_PROXY),
    routerOptions: { ignoreTrailingSlash: false },
    bodyLimit: 64 * 1024,
    // A first start migrates the database and hashes the demo passwords (argon2id is slow
    // by design): on a busy 2-core machine that outlasts Fastify's 10 s default.
    pluginTimeout: 120_000,
  });
  app.decorate('config', config);
  // Production refuses it (config/env.ts); elsewhere it is allowed for a quick set-up, with a reminder.
  if (config.TRUST_PROXY === true) {
    app.log.warn('TRUST_PROXY=true believes the leftmost X-Forwarded-For entry, which any client writes: set a hop count or the proxy addresses');
  }
  // A callback, like the security headers' hook: it runs on every answer (decision 044). Vary is
  // written here, once, from the request headers the answer was said to depend on (http/vary.ts).
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    applyVary(request, reply);
    done(null, payload);
  });

  // An empty JSON body (a bare POST like logout) is "no body", not a parse error.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '') return done(null, undefined);
    return parseJson(request, body.toString(), done);
  });

  // Order matters, and each plugin declares what it uses (plugins/plugin.ts): Fastify refuses to
  // start when a dependency was not registered before it. External plugins first: they add routes and decorators nothing of ours depends on.
  // Then merchants (pure config, fails fast before the database opens), db, and the services on top
  // of the db (sessions, encryption). web-app needs merchants; errors needs web-app for the SPA fallback.
  // Routes come last so every decorator they use exists.
  // Security headers first: their onSend hook must cover every route, the static files included.
  await app.register(securityHeaders);
  await app.register(staticFiles);
  await app.register(swagger);
  await app.register(merchants);
  await app.register(db);
  // Abuse limits live in the database (shared by every instance), so they need db; they come
  // before the services and routes that count sign-in failures and sms sends.
  await app.register(rateLimits);
  // The SMS port (its outbox adapter writes to db), then the codes sent through it (they need both).
  await app.register(sms);
  await app.register(smsCodes);
  await app.register(sessions);
  await app.register(encryption);
  // ID-token verification and the local provider's keys: needs merchants (which issuer) and db (keys).
  await app.register(identity);
  // Human verification: its HMAC key is in db, used challenges are counted in rateLimits.
  await app.register(captcha);
  // The status gate: merchants' rules plus the operator's override row in db.
  await app.register(siteStatus);
  // The push port (decision 038): its VAPID key is in db; web-app inlines its public settings.
  await app.register(push);
  await app.register(webApp);
  await app.register(errors);
  // Domain rules (disabled domains, affiliate redirect) run on every request: needs merchants.
  await app.register(domains);
  // The payment provider of deposits (the sandbox with DEV_ROUTES): its secret may live in db.
  await app.register(wallet);
  // The chat port (decision 039): its link secret lives in db; logs incomplete chat configuration once.
  await app.register(chat);
  // The conversion forwarder of tracking events (decision 040): its outbox adapter writes to db.
  await app.register(conversions);
  registerWpsRoutes(app);
  registerHealthz(app);
  registerDevRoutes(app);
  registerIdpRoutes(app);
  registerVendorRoutes(app);
  registerMiniGame(app);
  registerAdminRoutes(app);
  registerAssetManifests(app);
  registerDeviceFrame(app);
  registerLocalChat(app);

  try {
    await app.ready();
  } catch (err) {
    await app.close().catch(() => undefined);
    throw err;
  }
  return app;
}
