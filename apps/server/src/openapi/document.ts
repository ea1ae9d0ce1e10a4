import * as z from 'zod/mini';
import type { Endpoint } from '@portico/contract/endpoint';
import { envelope } from '@portico/contract/envelope';
import { ENCRYPTION_HEADER, RSA_HEADER, encryptedBody, CIPHER_SUITES } from '@portico/contract/encryption';

type Json = Record<string, unknown>;

const toSchema = (schema: z.ZodMiniType, io: 'input' | 'output'): Json =>
  z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'openapi-3.0' }) as Json;

const headerParam = (name: string, description: string, required = false) => ({
  name,
  in: 'header',
  required,
  description,
  schema: { type: 'string' },
});

const COMMON_HEADERS = [
  headerParam('Merchant', 'Merchant code; without it the Host decides, else the default merchant.'),
  headerParam('Language', 'Language code, upper case (default CN).'),
];

const ENCRYPTED_HEADERS = [
  headerParam(ENCRYPTION_HEADER, `Cipher suite: ${CIPHER_SUITES.join(', ')}`, true),
  headerParam(RSA_HEADER, '<keyId>.<canonical base64url(wrapped AES key)>, key from GET /wps/session/key/rsa', true),
];

function queryParams(endpoint: Endpoint): Json[] {
  if (!endpoint.query) return [];
  const schema = toSchema(endpoint.query, 'input');
  const props = (schema.properties ?? {}) as Record<string, Json>;
  const required = new Set((schema.required ?? []) as string[]);
  return Object.entries(props).map(([name, s]) => ({ name, in: 'query', required: required.has(name), schema: s }));
}

function operation(endpoint: Endpoint, method: string): Json {
  const op: Json = {
    operationId: endpoint.methods.length > 1 ? `${endpoint.id}.${method.toLowerCase()}` : endpoint.id,
    summary: endpoint.summary,
    tags: [endpoint.path.split('/')[2] ?? 'wps'],
    parameters: [...COMMON_HEADERS, ...(endpoint.encrypted ? ENCRYPTED_HEADERS : []), ...queryParams(endpoint)],
    responses: {
      '200': {
        description: 'Envelope: success with value, or a business refusal (success false, errorCode)',
        content: { 'application/json': { schema: toSchema(envelope(endpoint.value), 'output') } },
      },
      '400': { description: 'request.invalid, encryption.required|tampered|stale, merchant.unknown' },
      ...(endpoint.auth === 'required' && { '401': { description: 'customer.not.login, user.or.token.invalid' } }),
    },
  };
  if (endpoint.auth === 'required') op.security = [{ session: [] }];
  if (endpoint.auth === 'optional') op.security = [{}, { session: [] }];
  if (endpoint.body) {
    const plain = toSchema(endpoint.body, 'input');
    op.requestBody = endpoint.encrypted
      ? {
          required: true,
          description:
            'Encrypted body: the plaintext {"ts": <server ms>, "data": <x-plaintext>} is sealed with AES-256-GCM ' +
            '(associated data "METHOD path") under a key wrapped by the platform RSA key; see the Encryption and X-RSA headers. ' +
            'The GCM tag authenticates the body (no X-Digest); base64url must be canonical, else encryption.tampered.',
          content: { 'application/json': { schema: { ...toSchema(encryptedBody, 'input'), 'x-plaintext': plain } } },
        }
      : { required: true, content: { 'application/json': { schema: plain } } };
  }
  return op;
}

/** OpenAPI 3 document of every contract endpoint: the contract stays the one source of truth. */
export function buildOpenApiDocument(endpoints: readonly Endpoint[]): Json {
  const paths: Record<string, Json> = {};
  for (const endpoint of endpoints) {
    const item = (paths[endpoint.path] ??= {});
    for (const method of endpoint.methods) item[method.toLowerCase()] = operation(endpoint, method);
  }
  return {
    openapi: '3.0.3',
    info: { title: 'Portico platform /wps API', version: '0.1.0' },
    components: {
      securitySchemes: {
        session: { type: 'apiKey', in: 'header', name: 'Authorization', description: 'Session token, raw or "Bearer <token>"' },
      },
    },
    paths,
  };
}
