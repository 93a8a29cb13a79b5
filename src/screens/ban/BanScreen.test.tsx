// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '../../../test/support/render';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import BanScreen, { BAN_END_RETRY_MS, BAN_RECHECK_MS } from './BanScreen';
import { Dialogs } from '../../components/Dialogs';
import { useSession } from '../../stores/session';
import type { CurrentUser } from '../../api/schemas/session';

const navigateMock = vi.hoisted(() => vi.fn());
vi.mock('../../app/navigation/navigation', () => ({ navigate: navigateMock }));

const user = (ban: CurrentUser['ban']): CurrentUser => ({
  id: 5, avatar: '/img/avatar/5', nickname: 'WarnedWes', mature: false, following: [], blocks: [], icons: [],
  chatId: 'c5', chatServer: null, ban, showHeader: true, googleLogin: false, thumbs: false,
});

function renderBan(ban: NonNullable<CurrentUser['ban']>) {
  useSession.setState({ status: 'ready', user: user(ban) });
  return render(
    <>
      <BanScreen ban={ban} userId={5} />
      <Dialogs />
    </>,
  );
}

describe('the end of a suspension', () => {
  it('reads the session again at the end, and again while the server still says it holds', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    const realLoad = useSession.getState().load;
    try {
      vi.setSystemTime(Date.parse('2030-05-01T09:59:58Z'));
      const load = vi.fn(async () => {});
      useSession.setState({ load });
      renderBan({ duration: 1, dateEnd: '2030-05-01T10:00:00Z', reason: null });
      vi.advanceTimersByTime(2000);
      expect(load).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1000);
      expect(load).toHaveBeenCalledTimes(1);
      vi.advanceTimersByTime(BAN_END_RETRY_MS);
      expect(load).toHaveBeenCalledTimes(2);
      // A ban lifted or shortened meanwhile: read once a minute as well, however far its end.
      cleanup();
      load.mockClear();
      renderBan({ duration: 720, dateEnd: '2030-06-01T10:00:00Z', reason: null });
      vi.advanceTimersByTime(BAN_RECHECK_MS);
      expect(load).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
      useSession.setState({ load: realLoad });
    }
  });
});

describe('ban and warning page', () => {
  beforeEach(() => {
    navigateMock.mockReset();
    document.cookie = 'csrf=t';
  });

  it('a suspension shows its title, duration, end date, reason and the new-account rule, and no Accept', () => {
    renderBan({ duration: 168, dateEnd: '2030-05-01T10:00:00Z', reason: 'Harassment' });
    expect(screen.getByRole('heading')).toHaveProperty('textContent', 'Account Suspended');
    expect(screen.getByTestId('ban-text').textContent).toBe('Your account has been suspended for 7 days.');
    expect(screen.getByTestId('ban-ends').textContent).toContain('Suspension ends');
    expect(screen.getByTestId('ban-reason').textContent).toBe('Harassment');
    expect(screen.getByTestId('ban-reason').getAttribute('dir')).toBe('auto'); // a moderator's words, in any script
    expect(screen.getByText(/circumvent a ban is not allowed/)).toBeTruthy();
    expect(screen.getByTestId('ban-support').textContent).toBe('If you have questions, please contact support@sketchery.app.');
    expect(screen.getByRole('link', { name: 'support@sketchery.app' }).getAttribute('href')).toBe('mailto:support@sketchery.app');
    expect(screen.getByRole('link', { name: 'Community Guidelines' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log out' }).getAttribute('href')).toBe('/logout');
    expect(screen.queryByTestId('ban-accept')).toBeNull();
  });

  it('a permanent suspension has no end date', () => {
    renderBan({ duration: -1, dateEnd: '2030-05-01T10:00:00Z', reason: null });
    expect(screen.getByTestId('ban-text').textContent).toBe('Your account has been permanently suspended.');
    expect(screen.queryByTestId('ban-ends')).toBeNull();
    expect(screen.queryByTestId('ban-reason')).toBeNull();
  });

  it('a warning enables Accept only once the agreement is ticked, then clears the ban and goes home', async () => {
    const fetchMock = vi.fn(async () => new Response('{"ok":true}', { status: 200, headers: { 'Content-Type': 'application/json' } }));
    vi.stubGlobal('fetch', fetchMock);
    renderBan({ duration: 0, reason: 'Spam' });
    expect(screen.getByRole('heading').textContent).toBe('Warning');
    expect(screen.getByText('Repeated violations will result in account suspension.')).toBeTruthy();
    expect(screen.queryByTestId('ban-ends')).toBeNull();
    const accept = screen.getByTestId('ban-accept') as HTMLButtonElement;
    expect(accept.disabled).toBe(true);
    await userEvent.click(screen.getByLabelText("I've read the guidelines and agree to follow them"));
    expect(accept.disabled).toBe(false);
    await userEvent.click(accept);
    expect(fetchMock).toHaveBeenCalledWith('/api/v2/user/warningAccept', expect.objectContaining({ method: 'POST', body: '{"userId":5}' }));
    await screen.findByText("Thanks, let's keep Sketchery a fun and safe place!");
    await userEvent.click(screen.getByTestId('dialog-ok'));
    await waitFor(() => expect(navigateMock).toHaveBeenCalledWith('/', { replace: true }));
    expect(useSession.getState().user?.ban).toBeNull();
    vi.unstubAllGlobals();
  });

  it('a failed accept shows the failure alert and keeps the page', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('{"error":"x","message":"no"}', { status: 500, headers: { 'Content-Type': 'application/json' } })));
    renderBan({ duration: 0, reason: null });
    await userEvent.click(screen.getByTestId('ban-agree'));
    await userEvent.click(screen.getByTestId('ban-accept'));
    await screen.findByText('Sorry there was an error, please try again in a bit or contact support@sketchery.app');
    await userEvent.click(screen.getByTestId('dialog-ok'));
    expect(navigateMock).not.toHaveBeenCalled();
    expect(useSession.getState().user?.ban).not.toBeNull();
    expect((screen.getByTestId('ban-accept') as HTMLButtonElement).disabled).toBe(false);
    vi.unstubAllGlobals();
  });
});
