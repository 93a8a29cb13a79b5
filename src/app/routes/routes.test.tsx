// @vitest-environment jsdom
import { render, screen } from '../../../test/support/render';
import { describe, expect, it } from 'vitest';
import { expectConsoleError } from '../../../test/support/consoleGuard';
import { ApiError } from '../../api/client';
import { pattern } from '../../lib/routePattern';
import { createResolver, route } from './routes';
import { routeTable } from './routeTable';
import { Redirect, type ScreenModule } from '../navigation/screen';

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

  it('distinguishes only 500 from other load errors', async () => {
    expect((await tableWith(() => Promise.reject(new ApiError(500, null)))(at('/thing/1'), signal)).name).toBe('serverError');
    expect((await tableWith(() => Promise.reject(new ApiError(404, null)))(at('/thing/1'), signal)).name).toBe('notFound');
    expect((await tableWith(() => Promise.reject(new ApiError(403, null)))(at('/thing/1'), signal)).name).toBe('notFound');
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

  it('the real table knows home (with its /e/ and hash forms normalised before) and logout', () => {
    const names = routeTable.map((r) => r.name);
    expect(names).toContain('home');
    expect(names).toContain('logout');
    expect(routeTable.find((r) => r.name === 'home')!.match('/')).toEqual({});
    expect(routeTable.find((r) => r.name === 'home')!.match('/x')).toBeNull();
  });
});
