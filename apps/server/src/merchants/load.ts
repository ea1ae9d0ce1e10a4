import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import { merchantFile, type Merchant } from './schema.ts';

function describe(issue: z.core.$ZodIssue): string {
  // "expected string" reads better in a startup error than zod's full sentence.
  return issue.code === 'invalid_type' ? `expected ${issue.expected}` : issue.message;
}

/** Reads and validates every merchant file; any bad file stops startup with its name and field path. */
export function loadMerchants(dir: string): Map<string, Merchant> {
  const label = (file: string) => `${path.basename(dir)}/${file}`;
  let files: string[];
  try {
    files = readdirSync(dir).filter((f) => f.endsWith('.json')).sort();
  } catch {
    throw new Error(`MERCHANTS_DIR ${dir} cannot be read`);
  }
  if (files.length === 0) throw new Error(`MERCHANTS_DIR ${dir} holds no merchant file`);
  const merchants = new Map<string, Merchant>();
  for (const file of files) {
    let raw: unknown;
    try {
      raw = JSON.parse(readFileSync(path.join(dir, file), 'utf8'));
    } catch (e) {
      throw new Error(`${label(file)}: not valid JSON (${(e as Error).message})`);
    }
    const parsed = merchantFile.safeParse(raw);
    if (!parsed.success) {
      const lines = parsed.error.issues.map((i) => `${label(file)}: ${i.path.join('.') || '(root)'}: ${describe(i)}`);
      throw new Error(lines.join('\n'));
    }
    if (merchants.has(parsed.data.merchantCode)) {
      throw new Error(`${label(file)}: merchantCode: ${parsed.data.merchantCode} is already defined by another file`);
    }
    merchants.set(parsed.data.merchantCode, parsed.data);
  }
  return merchants;
}
