// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { expectConsoleError } from '../../../test/support/consoleGuard';
import { installErrorReporting, reportError, reportPageView, setAnalyticsSink } from './analytics';
import * as v from 'valibot';
import { ANALYTICS_PATH_MAX, AnalyticsEventBody } from '../../api/schemas/analytics';

describe('analytics sink', () => {
  it('sends page views and runtime errors, each error once in a row', () => {
    const events: AnalyticsEventBody[] = [];
    setAnalyticsSink({ send: (e) => events.push(e) });
    expectConsoleError(/TypeError: x is undefined/);
    expectConsoleError(/plain failure/);
    reportPageView('/compos');
    reportError(new TypeError('x is undefined'));
    reportError(new TypeError('x is undefined'));
    reportError('plain failure');
    expect(events[0]).toEqual({ kind: 'pageview', path: '/compos' });
    expect(events.filter((e) => e.kind === 'error').map((e) => e.message)).toEqual(['TypeError: x is undefined', 'plain failure']);
    expect(events[1]!.stack).toContain('TypeError');
  });

  it('catches uncaught errors and unhandled rejections of the window', () => {
    const events: AnalyticsEventBody[] = [];
    setAnalyticsSink({ send: (e) => events.push(e) });
    expectConsoleError(/Error: boom/);
    expectConsoleError(/Error: lost promise/);
    const target = new EventTarget() as unknown as Window;
    installErrorReporting(target);
    target.dispatchEvent(Object.assign(new Event('error'), { error: new Error('boom') }));
    target.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason: new Error('lost promise') }));
    expect(events.map((e) => e.message)).toEqual(['Error: boom', 'Error: lost promise']);
  });

  it('cuts an address longer than the server takes, so its page view still counts', async () => {
    const events: AnalyticsEventBody[] = [];
    setAnalyticsSink({ send: (e) => events.push(e) });
    const long = `/tag/${'a'.repeat(5000)}`;
    reportPageView(long);
    expect(events[0]!.path).toBe(long.slice(0, ANALYTICS_PATH_MAX));
    expect(v.safeParse(AnalyticsEventBody, events[0]).success).toBe(true);
  });
});
