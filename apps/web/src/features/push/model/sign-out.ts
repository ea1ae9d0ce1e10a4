import { events } from '../../../lib/events/app-events';
import { unsubscribePushToken } from '../api/unsubscribe-push-token';
import { readRecord, writeRecord } from './registration-record';

let listening = false;

/**
 * doc E §9 "On logout the token is unbound and unsubscribed". The bus says signed-out after the
 * session is gone, so the call goes without one (the relay takes the token as proof; decision 038).
 * The record is forgotten either way: the next member registers afresh.
 */
export function unbindOnSignOut(): void {
  if (listening) return;
  listening = true;
  events.on('signed-out', () => {
    const record = readRecord();
    if (!record) return;
    writeRecord(null);
    void unsubscribePushToken(record.token).catch(() => undefined);
  });
}
