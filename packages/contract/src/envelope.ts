import * as z from 'zod/mini';

/** Field-level detail for request.invalid: which field and why. */
export const fieldError = z.object({ field: z.string(), message: z.string() });
export type FieldError = z.infer<typeof fieldError>;

/**
 * The response envelope of every /wps call: {success, value, errorCode, message}.
 * `value` is typed by the call; on failure it may carry detail (field errors, two-factor flags).
 */
export function envelope<V extends z.ZodMiniType>(value: V) {
  return z.object({
    success: z.boolean(),
    value: z.optional(z.nullable(value)),
    errorCode: z.optional(z.nullable(z.string())),
    message: z.optional(z.nullable(z.string())),
    fieldErrors: z.optional(z.array(fieldError)),
  });
}

export const anyEnvelope = envelope(z.unknown());
export type AnyEnvelope = z.infer<typeof anyEnvelope>;
