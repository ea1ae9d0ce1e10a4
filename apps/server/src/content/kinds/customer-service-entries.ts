import { z } from 'zod';
import { CS_TYPES } from '@portico/contract/customer-service';
import { decodeCsPath, encodeCsPath } from '@portico/contract/domains';
import { customerServiceEntries } from '../../db/schema-home.ts';
import type { ContentRow } from '../kind.ts';
import { defineContentKind } from '../kind.ts';
import { localisedText } from '../fields.ts';
import { int4 } from '@portico/contract/bounds';
import { isSitePath, siteOrWebAddress } from '../site-address.ts';

/**
 * The operator writes the vendor's address (or a path on this site, decision 055); the platform
 * stores it encoded (decision 018), as the web app expects every customer-service path.
 */
export const customerServiceEntriesKind = defineContentKind({
  name: 'customer-service-entries',
  summary: 'Customer-service entries: title per language, vendor url (stored encoded), csType, csPosition (order), VIP labelIds',
  table: customerServiceEntries,
  input: z.strictObject({
    title: localisedText(80),
    url: siteOrWebAddress,
    csType: z.enum(CS_TYPES),
    csPosition: z.number().int().min(0).max(1000).default(0),
    labelIds: z.array(int4()).max(50).default([]),
  }),
  // A path on this site is kept as it is: the relay makes it absolute on the request's origin, then encodes it.
  prepare: ({ url, ...rest }) => ({ ...rest, path: isSitePath(url) ? url : encodeCsPath(url) }),
  toInput: (row: ContentRow) => ({
    title: row.title,
    url: decodeCsPath(String(row.path)) ?? String(row.path),
    csType: row.csType,
    csPosition: row.csPosition,
    labelIds: row.labelIds,
  }),
  view: (row: ContentRow) => {
    const { merchantCode: _merchant, ...rest } = row;
    return { ...rest, url: decodeCsPath(String(row.path)) ?? String(row.path) };
  },
  orderBy: [customerServiceEntries.csPosition, customerServiceEntries.id],
});
