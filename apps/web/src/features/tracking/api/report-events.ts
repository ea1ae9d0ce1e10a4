import { reportEventsEndpoint } from '@portico/contract/tracking';
import { callEndpoint } from '../../../lib/http/call-endpoint';
import type { ReportBatch } from '../model/report-queue';

/** POST /wps/tracking/report by fetch; silent (no alert): a lost report is never the person's problem. */
export function reportEvents(batch: ReportBatch) {
  return callEndpoint(reportEventsEndpoint, { body: batch, alert: false, slowToast: false, timeoutMs: 10_000 });
}

/** The same call by sendBeacon (page hidden or left): form-encoded, the one body a beacon sends without a preflight. */
export function beaconEvents(batch: ReportBatch): boolean {
  if (typeof navigator.sendBeacon !== 'function') return false;
  return navigator.sendBeacon(reportEventsEndpoint.path, new URLSearchParams({ ...batch }));
}
