import * as z from 'zod/mini';
import { contentRows } from './content-rows.ts';
import { defineEndpoint } from './endpoint.ts';

/** doc E §9 "Customer-service kinds". */
export const CS_TYPES = ['AICAN', 'MIDUOKE', 'LIVECHAT', 'COMM100', 'COMM100VIP'] as const;
export type CsType = (typeof CS_TYPES)[number];

export const customerServiceEntry = z.object({
  id: z.number(),
  title: z.string().check(z.minLength(1)),
  /** Encoded as decision 018 (its last 8 characters are the key). */
  path: z.string().check(z.minLength(1)),
  csType: z.enum(CS_TYPES),
  csPosition: z.number(),
  /** VIP label ids the entry is for; empty: for everyone. */
  labelIds: z.array(z.number()),
});
export type CustomerServiceEntryRow = z.infer<typeof customerServiceEntry>;

/** doc E §7 "Customer-service script" (answer not shown; decision 028): the merchant's entries in csPosition order. */
export const customerServiceScriptEndpoint = defineEndpoint({
  id: 'relay.WPSCORE_getCustomerServiceScript',
  methods: ['GET'],
  path: '/wps/relay/WPSCORE_getCustomerServiceScript',
  summary: "The merchant's customer-service entries (encoded paths, vendor type, VIP labels)",
  auth: 'none',
  encrypted: false,
  /** Rows of `customerServiceEntry`. */
  value: contentRows,
});
