import { DEFAULT_LOOK, THEMES } from '@portico/contract/look';
import { z } from 'zod';

/** Decision 032: the shell's theme, logo and brand colour; the brand colour must keep 4.5:1 contrast. */
export const look = z
  .strictObject({
    theme: z.enum(THEMES).default(DEFAULT_LOOK.theme),
    logo: z
      .string()
      .regex(/^(\/[\w./-]+|https:\/\/\S+)$/, 'a path on this site (/m/brand/logo.svg) or an https URL')
      .nullable()
      .default(null),
    primary: z.string().regex(/^#[0-9a-fA-F]{6}$/).default(DEFAULT_LOOK.primary),
  })
  .default(DEFAULT_LOOK);
