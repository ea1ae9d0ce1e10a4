/** One text message as the SMS port takes it: `to` is E.164 with the plus sign ("+639171234567"). */
export interface SmsMessage {
  merchantCode: string;
  to: string;
  body: string;
}

/**
 * The SMS port (decision 008): an adapter delivers a message or throws PlatformError('sms.unavailable').
 * Adapters never log a message's body (it holds a code) nor a secret.
 */
export interface SmsSender {
  readonly kind: 'outbox' | 'webhook';
  send(message: SmsMessage): Promise<{ id: string }>;
}

/** A number as it may appear in a log line: enough to tell numbers apart, not enough to dial. */
export function maskPhone(to: string): string {
  return to.length <= 6 ? '***' : `${to.slice(0, 4)}***${to.slice(-3)}`;
}
