// @vitest-environment jsdom
// An answer that does not fit its schema, through the real client: the list shows its own
// load-failure text (never a blank or crashed list) and the misfit is reported to analytics.
import { render, screen } from '../../../test/support/render';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../stores/session';
import { Comments } from './Comments';

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {

  useSession.setState({ status: 'ready', user: null });
  fetchMock = vi.fn(async (input: RequestInfo | URL) =>
    String(input).startsWith('/api/analytics') ? json({ ok: true }) : json([{ id: 'one', comment: 42 }]),
  );
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const analyticsEvents = () =>
  fetchMock.mock.calls.filter(([url]) => String(url) === '/api/analytics').map(([, init]) => JSON.parse(String((init as RequestInit).body)));

describe('an answer that does not fit its schema', () => {
  it('shows the comments load-failure text and reports the misfit', async () => {
    render(<Comments type="sketch" which={7} pageOwnerId={9} cannotComment={null} />);
    expect((await screen.findByTestId('comments-error')).textContent).toContain('The comments could not be loaded.');
    expect(screen.queryAllByTestId('comment')).toEqual([]);
    expect(analyticsEvents()).toEqual([
      expect.objectContaining({ kind: 'error', message: expect.stringContaining('The answer of /api/comments/7 does not fit its schema') }),
    ]);
  });

});
