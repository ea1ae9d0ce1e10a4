import { index, pgTable, serial, text } from 'drizzle-orm/pg-core';

/**
 * Operator content (decision 027): every table has a serial id and its merchant, so the admin
 * endpoints and `npm run content` handle it through content/kinds.ts. Each doc E area keeps its
 * tables in its own schema-<area>.ts file.
 */

/** doc E §3 "Resource": app downloads; a row without a domain is the merchant's default. */
export const downloadResources = pgTable(
  'download_resources',
  {
    id: serial('id').primaryKey(),
    merchantCode: text('merchant_code').notNull(),
    /** Host name the resource is for (lower case); null: every domain without its own list. */
    domain: text('domain'),
    resourceType: text('resource_type').notNull(),
    url: text('url').notNull(),
  },
  (t) => [index('download_resources_merchant_ix').on(t.merchantCode, t.domain)],
);
