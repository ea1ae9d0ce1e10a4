import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

export type MerchantJson = Record<string, unknown>;

/** What each group of e2e merchants is given to write its merchant files with. */
export interface MerchantWriter {
  /** The demo merchant as the run serves it (merchants.ts). */
  demo: MerchantJson;
  /** The demo merchant under another code, served on `host`, with `changes` on top. */
  variant: (merchantCode: string, host: string, name: string, changes?: MerchantJson) => MerchantJson;
  /** One merchant file in the run's temporary merchants folder. */
  write: (fileName: string, merchant: MerchantJson) => void;
}

export function merchantWriter(dir: string, demo: MerchantJson): MerchantWriter {
  return {
    demo,
    variant: (merchantCode, host, name, changes = {}) => ({ ...demo, merchantCode, name, domains: [host], ...changes }),
    write: (fileName, merchant) => writeFileSync(join(dir, fileName), JSON.stringify(merchant, null, 2)),
  };
}
