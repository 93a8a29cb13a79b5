// @vitest-environment jsdom
// A page the server does not render brings its viewer's session (server/http/spa.ts), and the app
// starts with it as src/main.tsx does (adoptPageState): the first page knows its viewer without
// asking the server, so a banned viewer's page is held back before it reads anything. From a
// static host, which sends index.html alone, the app reads the session itself, as before.
import { screen } from '../support/render';
import { describe, expect, it } from 'vitest';
import { demoAccountByRole } from '../../server/seed/demoAccounts';
import { useSession } from '../../src/stores/session';
import { useAppOnServer } from '../support/appOnServer';

const app = useAppOnServer();
const SESSION_READ = 'GET /api/v2/user/me';
const PROFILE_READ = /^GET \/api\/v2\/profile\/InkyAda\b/;

describe('the session a page brings', () => {
  it('holds a banned viewer’s first page back before it reads anything: the ban page shows, no profile is read', async () => {
    await app.signInAs(demoAccountByRole('banned').id);
    await app.visit('/user/InkyAda', 'ban-page');
    expect(useSession.getState().user?.nickname).toBe('BannedBea');
    expect(app.requests).not.toContain(SESSION_READ);
    expect(app.requests.filter((r) => PROFILE_READ.test(r))).toEqual([]);
    expect(screen.queryByTestId('profile')).toBeNull();
  });

  it('shows a signed-in viewer’s first page without reading the session again', async () => {
    await app.signInAs(demoAccountByRole('patron').id);
    await app.visit('/user/InkyAda', 'profile');
    expect(useSession.getState().user?.nickname).toBe('PatronPaolo');
    expect(app.requests).not.toContain(SESSION_READ);
    expect(app.requests.some((r) => PROFILE_READ.test(r))).toBe(true);
  });

  it('reads the session itself on a page from a static host, which brings none', async () => {
    await app.signInAs(demoAccountByRole('patron').id);
    await app.visit('/user/InkyAda', 'profile', { staticHost: true });
    expect(app.requests).toContain(SESSION_READ);
    expect(useSession.getState().user?.nickname).toBe('PatronPaolo');
  });
});
