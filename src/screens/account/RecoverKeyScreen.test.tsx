// @vitest-environment jsdom
import { render, screen, waitFor } from '../../../test/support/render';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/client';
import type { CurrentUser } from '../../api/schemas/session';
import { Dialogs } from '../../components/Dialogs';
import { RECOVERY_ACCEPT_ERROR } from '../../lib/recoveryRules';
import { useSession } from '../../stores/session';
import { NOT_A_KEY } from '../../api/schemas/account';
import RecoverKeyScreen from './RecoverKeyScreen';

const api = vi.hoisted(() => ({ generateRecovery: vi.fn(), acceptRecovery: vi.fn(), fetchStore: vi.fn(), confirmPurchase: vi.fn() }));
vi.mock('../../api/account', () => api);
const navigateMock = vi.hoisted(() => vi.fn());
vi.mock('../../app/navigation/navigation', () => ({ navigate: navigateMock }));

const KEY = 'k3y-0123456789abcdefABCDEF_xyz';
const ada: CurrentUser = {
  id: 1, avatar: '/img/avatar/1', nickname: 'InkyAda', mature: false, following: [], blocks: [], icons: [],
  chatId: null, chatServer: null, ban: null, showHeader: true, googleLogin: false, thumbs: false,
};
const show = (key = KEY) =>
  render(
    <>
      <RecoverKeyScreen data={undefined} params={{ key }} location={{ path: `/recover/${key}`, search: '', hash: '' }} />
      <Dialogs />
    </>,
  );

describe('RecoverKeyScreen', () => {
  beforeEach(() => {
    Object.values(api).forEach((fn) => fn.mockReset());
    navigateMock.mockReset();
    useSession.setState({ status: 'ready', user: null });
  });

  it('accepts the key once, signs the user in and welcomes them with the way to their profile settings', async () => {
    api.acceptRecovery.mockResolvedValue({ user: ada });
    show();
    expect(screen.getByRole('status').textContent).toBe('Checking your recovery link…');
    expect((await screen.findByTestId('recover-welcome')).textContent).toContain('You are signed in again.');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Welcome back, InkyAda!');
    expect(api.acceptRecovery).toHaveBeenCalledTimes(1);
    expect(api.acceptRecovery).toHaveBeenCalledWith(KEY);
    expect(useSession.getState().user?.id).toBe(1);
    expect(screen.getByTestId('recover-edit-profile').getAttribute('href')).toBe('/editProfile');
    expect(navigateMock).not.toHaveBeenCalled();
    await waitFor(() => expect(document.title).toBe('Welcome back · Sketchery'));
  });

  it("says 'Error accepting account recovery key: ' with the reason, then goes home", async () => {
    api.acceptRecovery.mockRejectedValue(new ApiError(400, { error: 'used_key', message: 'This recovery link was already used. Ask for a new one.' }));
    show();
    const message = await screen.findByTestId('dialog-message');
    expect(message.textContent).toBe(`${RECOVERY_ACCEPT_ERROR}This recovery link was already used. Ask for a new one.`);
    expect(navigateMock).not.toHaveBeenCalled();
    await userEvent.click(screen.getByTestId('dialog-ok'));
    await waitFor(() => expect(navigateMock).toHaveBeenCalledWith('/', { replace: true }));
    expect(useSession.getState().user).toBeNull();
  });

  it('does not send what is not a key, and fails the same way', async () => {
    show('not a key');
    expect((await screen.findByTestId('dialog-message')).textContent).toBe(`${RECOVERY_ACCEPT_ERROR}${NOT_A_KEY}`);
    expect(api.acceptRecovery).not.toHaveBeenCalled();
    await userEvent.click(screen.getByTestId('dialog-ok'));
    await waitFor(() => expect(navigateMock).toHaveBeenCalledWith('/', { replace: true }));
  });
});
