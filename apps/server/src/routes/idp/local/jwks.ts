import type { FastifyInstance } from 'fastify';

/** The local provider's public keys, as Google publishes Firebase's: anyone may verify its tokens. */
export default function jwks(app: FastifyInstance) {
  app.get('/idp/local/jwks.json', async (_request, reply) => {
    if (!app.identity.local) return reply.code(404).send({ error: { code: 'not-found', message: 'No local provider.' } });
    return reply.header('cache-control', 'public, max-age=300').send(await app.identity.local.jwks());
  });
}
