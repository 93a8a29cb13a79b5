// @vitest-environment jsdom
// A sketch answer that does not fit its schema, through the real client: the loader rejects with
// an ApiError 500, which the route table turns into its server-error page (see
// src/app/routes/routes.test.tsx), and the misfit is reported to analytics.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/client';
import { useSession } from '../../stores/session';
import { loadSketchPage } from './loadSketch';

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {

  useSession.setState({ status: 'ready', user: null });
  // Every answer is an object without the sketch's fields.
  fetchMock = vi.fn(async () => json({ id: 7, title: 'No creator, no image' }));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('a sketch answer that does not fit', () => {
  it('rejects the page load with an ApiError 500 and reports the misfit', async () => {
    const error = await loadSketchPage(7).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(500);
    const reported = fetchMock.mock.calls
      .filter(([url]) => String(url) === '/api/analytics')
      .map(([, init]) => JSON.parse(String((init as RequestInit).body)) as { kind: string; message: string });
    expect(reported.some((event) => event.kind === 'error' && event.message.includes('/api/v2/sketchInfo/7'))).toBe(true);
  });
});
