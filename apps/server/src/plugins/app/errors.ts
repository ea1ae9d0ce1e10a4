import type { FastifyError } from 'fastify';
import { ERROR_MESSAGES } from '@portico/contract/errors';
import { PlatformError, failureBody } from '../../http/platform-error.ts';
import { sharedPlugin } from '../plugin.ts';

/** Fastify's own client errors (bad JSON, wrong content type, body too large) keep their 4xx status. */
function clientStatus(error: unknown): number | null {
  const status = (error as Partial<FastifyError>).statusCode;
  return typeof status === 'number' && status >= 400 && status < 500 ? status : null;
}

/** The one place an error becomes what the caller sees; 5xx detail stays in the log. */
export default sharedPlugin('errors', async (app) => {
  app.setErrorHandler((error, request, reply) => {
    if (error instanceof PlatformError) {
      if (error.options.retryAfter !== undefined) reply.header('retry-after', String(Math.ceil(error.options.retryAfter)));
      if (error.status >= 500) request.log.error({ err: error }, 'platform error');
      return reply.code(error.status).send(failureBody(error));
    }
    const status = clientStatus(error);
    if (status !== null) {
      request.log.info({ code: (error as FastifyError).code }, 'request refused');
      return reply.code(status).send(failureBody(new PlatformError('request.invalid', { status })));
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply
      .code(500)
      .send({ success: false, errorCode: 'server.error', message: ERROR_MESSAGES['server.error'] });
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    // Every page of the web app is index.html: the browser's router picks the screen.
    // Except a missing hashed asset: HTML in place of a script hides the real problem (a stale deploy).
    const page = path.startsWith('/m/') && !path.startsWith('/m/assets/');
    if ((request.method === 'GET' || request.method === 'HEAD') && page) {
      return app.webApp.sendIndex(request, reply);
    }
    // doc E §7: every relay is a contract entry; a name none of them has gets its own code.
    const code = path.startsWith('/wps/relay/') ? 'relay.unknown' : 'route.not.found';
    return reply.code(404).send(failureBody(new PlatformError(code)));
  });
}, ['web-app']);
