import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { customerServiceScriptEndpoint, type CustomerServiceEntryRow } from '@portico/contract/customer-service';
import { localise, requestLanguage } from '../../../content/serve.ts';
import { encodeCsPath } from '@portico/contract/domains';
import { isSitePath } from '../../../content/site-address.ts';
import { customerServiceEntries } from '../../../db/schema-home.ts';
import { originOf } from '../../../games/vendor.ts';
import { registerEndpoint } from '../../../http/register-endpoint.ts';

/** doc E §7 "Customer-service script": every entry; the web app picks by the member's VIP label (doc E §4). */
export default function customerServiceScriptRoute(app: FastifyInstance) {
  registerEndpoint(app, customerServiceScriptEndpoint, async ({ merchant, request }) => {
    const rows = await app.db
      .select()
      .from(customerServiceEntries)
      .where(eq(customerServiceEntries.merchantCode, merchant.merchantCode))
      .orderBy(asc(customerServiceEntries.csPosition), asc(customerServiceEntries.id));
    const language = requestLanguage(request);
    return rows.map(
      (r): CustomerServiceEntryRow => ({
        id: r.id,
        title: localise(r.title, language),
        path: isSitePath(r.path) ? encodeCsPath(`${originOf(request)}${r.path}`) : r.path,
        csType: r.csType as CustomerServiceEntryRow['csType'],
        csPosition: r.csPosition,
        labelIds: r.labelIds,
      }),
    );
  });
}
