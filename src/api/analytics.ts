// The analytics sink of the reference backend: page views and runtime errors.
import { buildUrl } from './url';
import type { AnalyticsEventBody } from './schemas/analytics';

/** Sends one event without delaying the page; losing one on a closed connection is acceptable. */
export function sendAnalyticsEvent(event: AnalyticsEventBody): void {
  const body = JSON.stringify(event);
  const url = buildUrl('/api/analytics');
  try {
    if (navigator.sendBeacon?.(url, new Blob([body], { type: 'application/json' }))) return;
  } catch {
    /* fall through to fetch */
  }
  void fetch(url, { method: 'POST', body, headers: { 'Content-Type': 'application/json' }, keepalive: true }).catch(() => {});
}
