import { z } from 'zod';

/** Registration options (decision 014); every field has a default. */
export const registration = z
  .strictObject({
    /** doc A §5 mobile-password option: off → mobile registration sets the fixed default 123456. */
    mobilePassword: z.boolean().default(true),
  })
  .prefault({});
