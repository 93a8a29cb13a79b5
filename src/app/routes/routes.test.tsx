// @vitest-environment jsdom
import { render, screen } from '../../../test/support/render';
import { describe, expect, it, vi } from 'vitest';
import { expectConsoleError } from '../../../test/support/consoleGuard';
import { ApiError } from '../../api/client';
import { pattern } from '../../lib/routePattern';
import { createResolver, route } from './routes';
import { routeTable } from './routeTable';
import { Redirect, type ScreenModule } from '../navigation/screen';
import { useSession } from '../../stores/session';
import type { CurrentUser } from '../../api/schemas/session';
import { rememberServerNotFound } from '../navigation/serverVerdict';

const BEA: CurrentUser = {
  id: 6, avatar: '/img/avatar/6', nickname: 'BannedBea', mature: false, following: [], blocks: [], icons: [],
  chatId: null, chatServer: null, ban: null, showHeader: true, googleLogin: false, thumbs: false,
};

const at = (path: string) => ({ path, search: '', hash: '' });
const signal = new AbortController().signal;

type ThingParams = { id: string };

function tableWith(load: ScreenModule<string, ThingParams>['load']) {
  const module: ScreenModule<string, ThingParams> = { default: ({ data, params }) => <p>{`${params.id}:${data}`}</p>, ...(load ? { load } : {}) };
  return createResolver(() => [route('thing', pattern('/thing/:id', ({ id = '' }) => ({ id })), async () => module)]);
}

describe('resolving a location to a page', () => {
  it('renders the screen with its parameters and loaded data', async () => {
    const page = await tableWith(async ({ params }) => `data-of-${params.id}`)(at('/thing/7'), signal);
    expect(page.name).toBe('thing');
    render(<>{page.render()}</>);
    expect(screen.getByText('7:data-of-7')).toBeTruthy();
  });

  it('shows not found for unknown paths', async () => {
    expect((await tableWith(undefined)(at('/nothing'), signal)).name).toBe('notFound');
  });

  it('takes the server’s not-found page for its address once, without loading it again; later visits load', async () => {
    const load = vi.fn(async () => 'data');
    const resolve = tableWith(load);
    rememberServerNotFound('/thing/9', '?x=1');
    expect((await resolve({ path: '/thing/9', search: '?x=1', hash: '' }, signal)).name).toBe('notFound');
    expect(load).not.toHaveBeenCalled();
    expect((await resolve({ path: '/thing/9', search: '?x=1', hash: '' }, signal)).name).toBe('thing');
    // Another address than the server's is loaded as ever.
    rememberServerNotFound('/thing/9', '');
    expect((await resolve(at('/thing/8'), signal)).name).toBe('thing');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('distinguishes only 500 from other load errors', async () => {
    expect((await tableWith(() => Promise.reject(new ApiError(500, null)))(at('/thing/1'), signal)).name).toBe('serverError');
    expect((await tableWith(() => Promise.reject(new ApiError(404, null)))(at('/thing/1'), signal)).name).toBe('notFound');
    expect((await tableWith(() => Promise.reject(new ApiError(403, null)))(at('/thing/1'), signal)).name).toBe('notFound');
    // No answer at all (offline, the server down) is no code: try again, not "we couldn't find it".
    expect((await tableWith(() => Promise.reject(new ApiError(0, null)))(at('/thing/1'), signal)).name).toBe('serverError');
  });

  it('shows the 500 page, unreported, when the screen\'s code could not be fetched (the server down)', async () => {
    const offline = createResolver(() => [route('thing', pattern('/thing/:id', ({ id = '' }) => ({ id })), () => Promise.reject(new TypeError('Failed to fetch dynamically imported module: http://x/assets/chunk-A.js')))]);
    const page = await offline(at('/thing/1'), signal);
    expect(page.name).toBe('serverError'); // and no console.error: the console guard would fail the test
    render(<>{page.render()}</>);
    expect(screen.getByTestId('server-error')).toBeTruthy();
  });

  it('turns a Redirect into a redirect page', async () => {
    const page = await tableWith(() => Promise.reject(new Redirect('/')))(at('/thing/1'), signal);
    expect(page.redirectTo).toBe('/');
  });

  it('reports an unexpected error and shows the 500 page', async () => {
    expectConsoleError(/TypeError: bug/);
    const page = await tableWith(() => Promise.reject(new TypeError('bug')))(at('/thing/1'), signal);
    expect(page.name).toBe('serverError');
  });

  it('loads no page for a banned viewer but the logout: nobody sees the page the ban page stands in for', async () => {
    const ban = { duration: 24, dateStart: '2030-01-01T00:00:00.000Z', dateEnd: '2030-01-02T00:00:00.000Z', reason: 'Spam' };
    useSession.setState({ status: 'ready', user: { ...BEA, ban }, moderator: null });
    try {
      const load = vi.fn(async () => 'data');
      const thing = vi.fn(async () => ({ default: () => <p>thing</p>, load }) satisfies ScreenModule<string, ThingParams>);
      const logoutLoad = vi.fn(async () => 'bye');
      const resolve = createResolver(() => [
        route('thing', pattern('/thing/:id', ({ id = '' }) => ({ id })), thing),
        route('logout', pattern('/logout', () => ({})), async () => ({ default: ({ data }: { data: string }) => <p>{data}</p>, load: logoutLoad })),
      ]);
      const held = await resolve(at('/thing/1'), signal);
      expect(held).toMatchObject({ name: 'thing', heldByBan: true });
      expect(thing).not.toHaveBeenCalled();
      expect(load).not.toHaveBeenCalled();
      const logout = await resolve(at('/logout'), signal);
      expect(logout.heldByBan).toBeUndefined();
      expect(logoutLoad).toHaveBeenCalledTimes(1);
    } finally {
      useSession.setState({ status: 'ready', user: null, moderator: null });
    }
  });

  it('the real table sends a signed-in user at a malformed thread id to /messages, and at a malformed compose id home (spec part 2 §2, §8)', async () => {
    useSession.setState({ status: 'ready', user: BEA, moderator: null });
    try {
      const resolve = createResolver(() => routeTable);
      expect(await resolve(at('/message/abc'), signal)).toMatchObject({ name: 'redirect', redirectTo: '/messages' });
      expect(await resolve(at('/message/write/abc'), signal)).toMatchObject({ name: 'redirect', redirectTo: '/' });
    } finally {
      useSession.setState({ status: 'ready', user: null, moderator: null });
    }
  });

  it('the real table knows home (with its /e/ and hash forms normalised before) and logout', () => {
    const names = routeTable.map((r) => r.name);
    expect(names).toContain('home');
    expect(names).toContain('logout');
    expect(routeTable.find((r) => r.name === 'home')!.match('/')).toEqual({});
    expect(routeTable.find((r) => r.name === 'home')!.match('/x')).toBeNull();
  });
});
