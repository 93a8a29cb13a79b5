// Page views and runtime errors go to an analytics sink (spec part 1 §7, §8). The sink is an
// interface so tests, or another analytics service, can take the reference backend's place.
import { sendAnalyticsEvent } from '../../api/analytics';
import { ANALYTICS_MESSAGE_MAX, ANALYTICS_PATH_MAX, type AnalyticsEventBody } from '../../api/schemas/analytics';

export interface AnalyticsSink {
  send(event: AnalyticsEventBody): void;
}

const MAX_TEXT = ANALYTICS_MESSAGE_MAX;
/** A path cut to what the server takes (an address of any length can be typed; the event must still count). */
const pathText = (path: string) => path.slice(0, ANALYTICS_PATH_MAX);
let sink: AnalyticsSink = { send: sendAnalyticsEvent };
let lastError = '';

export function setAnalyticsSink(next: AnalyticsSink): void {
  sink = next;
}

export function reportPageView(path: string): void {
  sink.send({ kind: 'pageview', path: pathText(path) });
}

export function reportError(error: unknown): void {
  const message = (error instanceof Error ? `${error.name}: ${error.message}` : String(error)).slice(0, MAX_TEXT);
  if (message === lastError) return; // the same error in a loop is reported once
  lastError = message;
  console.error(error);
  const stack = error instanceof Error && error.stack ? error.stack.slice(0, MAX_TEXT) : undefined;
  sink.send({ kind: 'error', path: pathText(location.pathname), message, ...(stack ? { stack } : {}) });
}

/** Catches what nothing else caught, so no runtime error goes unseen. */
export function installErrorReporting(target: Window = window): void {
  target.addEventListener('error', (event) => reportError(event.error ?? event.message));
  target.addEventListener('unhandledrejection', (event) => reportError(event.reason));
}
