import type { FastifyInstance } from 'fastify';
import { countryEndpoint } from '@portico/contract/system';
import { registerEndpoint } from '../../../http/register-endpoint.ts';

export default function country(app: FastifyInstance) {
  registerEndpoint(app, countryEndpoint, async ({ merchant }) => ({
    countryDialingCode: merchant.countryDialingCode,
    countryCode: merchant.countryCode,
    countries: merchant.countries,
    currency: merchant.currency,
    currencySymbol: merchant.currencySymbol,
    currencyPosition: merchant.currencyPosition,
  }));
}
