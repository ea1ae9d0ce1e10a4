import type { FastifyInstance } from 'fastify';
import { settingsEndpoint } from '@portico/contract/system';
import { registerEndpoint } from '../../../http/register-endpoint.ts';

/** Field by field on purpose: a new secret in the merchant file must not reach the browser by default. */
export default function settings(app: FastifyInstance) {
  registerEndpoint(app, settingsEndpoint, async ({ merchant: m }) => ({
    merchantCode: m.merchantCode,
    name: m.name,
    defaultLanguage: m.defaultLanguage,
    languages: m.languages,
    whitelabel: m.whitelabel,
    features: m.features,
    captcha: m.captcha,
    imageCdn: m.imageCdn,
    customerService: m.customerService,
    redirectAllowList: m.redirectAllowList,
  }));
}
