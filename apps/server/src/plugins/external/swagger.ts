import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { ALL_ENDPOINTS } from '@portico/contract/catalogue';
import { buildOpenApiDocument } from '../../openapi/document.ts';
import { sharedPlugin } from '../plugin.ts';

/**
 * GET /wps/openapi.json always; the browsable UI at /wps/docs only with DEV_ROUTES. The document is
 * built from the contract, so @fastify/swagger runs in static mode (it only feeds the UI).
 */
export default sharedPlugin('swagger', async (app) => {
  const document = buildOpenApiDocument(ALL_ENDPOINTS);
  app.get('/wps/openapi.json', { schema: { hide: true } }, async () => document);
  if (!app.config.DEV_ROUTES) return;
  await app.register(swagger, { mode: 'static', specification: { document: document as never } });
  await app.register(swaggerUi, { routePrefix: '/wps/docs' });
});
