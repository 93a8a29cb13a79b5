// @vitest-environment jsdom
import { focusManager } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '../../../test/support/render';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/client';
import { pageFrameClass } from '../../components/PageFrame';
import type { Purchase } from '../../api/schemas/account';
import type { CurrentUser } from '../../api/schemas/session';
import { queryClient } from '../../api/queryClient';
import { storeKeys } from '../../queries/store';
import { useSession } from '../../stores/session';
import StoreSuccessScreen, { NO_PAYMENT, NOT_A_PAYMENT, PAYMENT_FAILED } from './StoreSuccessScreen';

const api = vi.hoisted(() => ({ generateRecovery: vi.fn(), acceptRecovery: vi.fn(), fetchStore: vi.fn(), confirmPurchase: vi.fn() }));
vi.mock('../../api/account', () => api);
const sessionApi = vi.hoisted(() => ({ fetchMe: vi.fn() }));
vi.mock('../../api/session', () => sessionApi);

const ada: CurrentUser = {
  id: 1, avatar: '/img/avatar/1', nickname: 'InkyAda', mature: false, following: [], blocks: [], icons: [],
  chatId: null, chatServer: null, ban: null, showHeader: true, googleLogin: false, thumbs: false,
};
const purchase = (extra: Partial<Purchase> = {}): Purchase => ({
  tx: 'TX1234567890ABCDE',
  item: 'hearts25',
  amount: 5,
  date: '2026-11-25T12:00:00.000Z',
  alreadyCredited: false,
  wallet: { heartsAvailable: 37, glops: 10, heartsGlopAccum: 10, patron: false, patronSince: null, patronUntil: null },
  ...extra,
});
const show = (search = '?tx=TX1234567890ABCDE&st=Completed') =>
  render(<StoreSuccessScreen data={undefined} params={{}} location={{ path: '/store/paypal-success', search, hash: '' }} />);

describe('StoreSuccessScreen', () => {
  beforeEach(() => {
    Object.values(api).forEach((fn) => fn.mockReset());
    sessionApi.fetchMe.mockReset();
    useSession.setState({ status: 'ready', user: ada });
  });

  it("hands the provider's transaction to the server and says what was bought and the new balance", async () => {
    api.confirmPurchase.mockResolvedValue(purchase());
    show();
    expect(screen.getByRole('status').textContent).toBe('Checking your payment…');
    // A region in the page frame (its padding), named by its title.
    expect(screen.getByRole('region', { name: 'Your purchase' }).classList).toContain(pageFrameClass);
    expect((await screen.findByTestId('purchase-what')).textContent).toBe('You bought 25 hearts for $5.');
    expect(api.confirmPurchase).toHaveBeenCalledWith('TX1234567890ABCDE');
    expect(screen.getByTestId('purchase-hearts').textContent).toBe('37 hearts');
    expect(screen.queryByTestId('purchase-already')).toBeNull();
    expect(screen.getByTestId('purchase-back').getAttribute('href')).toBe('/store');
    await waitFor(() => expect(document.title).toBe('Your purchase · Sketchery'));
  });

  it('says when the payment had been added before (a reload), and a new patron until when, reading the session again', async () => {
    sessionApi.fetchMe.mockResolvedValue({ user: { ...ada, icons: ['p'] } });
    api.confirmPurchase.mockResolvedValue(
      purchase({ item: 'patron1y', amount: 25, alreadyCredited: true, wallet: { ...purchase().wallet, patron: true, patronSince: '2026-11-25', patronUntil: '2027-11-25T12:00:00.000Z' } }),
    );
    show();
    expect((await screen.findByTestId('purchase-what')).textContent).toBe('You bought a year of patron membership for $25.');
    expect(screen.getByTestId('purchase-patron').textContent).toBe('You are a patron until November 25, 2027.');
    expect(screen.getByTestId('purchase-already').textContent).toBe('This payment was already added to your account.');
    await waitFor(() => expect(useSession.getState().user?.icons).toEqual(['p']));
  });

  it('says why a pending payment was not added, and tries again on request', async () => {
    api.confirmPurchase.mockRejectedValueOnce(new ApiError(402, { error: 'payment_pending', message: 'The payment was not completed. (Pending)' }));
    show('?tx=TX1234567890ABCDE&st=Pending');
    expect((await screen.findByTestId('purchase-failed')).textContent).toContain(`${PAYMENT_FAILED}The payment was not completed. (Pending)`);
    api.confirmPurchase.mockResolvedValueOnce(purchase());
    await userEvent.click(screen.getByTestId('purchase-retry'));
    expect((await screen.findByTestId('purchase-what')).textContent).toBe('You bought 25 hearts for $5.');
  });

  it('offers no retry for a declined payment, only the way back to the store', async () => {
    api.confirmPurchase.mockRejectedValueOnce(new ApiError(402, { error: 'payment_not_completed', message: 'The payment was not completed. (Denied)' }));
    show('?tx=TX1234567890ABCDE&st=Denied');
    expect((await screen.findByTestId('purchase-failed')).textContent).toContain(`${PAYMENT_FAILED}The payment was not completed. (Denied)`);
    expect(screen.queryByTestId('purchase-retry')).toBeNull();
    expect(screen.getByTestId('purchase-back').getAttribute('href')).toBe('/store');
  });

  it('offers a retry when the server failed or did not answer', async () => {
    api.confirmPurchase.mockRejectedValueOnce(new ApiError(503, 'Service Unavailable'));
    const { unmount } = show();
    expect((await screen.findByTestId('purchase-failed')).textContent).toContain(PAYMENT_FAILED);
    expect(screen.getByTestId('purchase-retry')).toBeTruthy();
    unmount();
    queryClient.clear();
    api.confirmPurchase.mockRejectedValueOnce(new ApiError(0, null));
    show();
    await screen.findByTestId('purchase-failed');
    expect(screen.getByTestId('purchase-retry')).toBeTruthy();
  });

  it('offers no retry for a payment that cannot be added by asking again, and says so plainly of an address that names none', async () => {
    api.confirmPurchase.mockRejectedValueOnce(new ApiError(404, { error: 'unknown_payment', message: 'There is no such payment.' }));
    const { unmount } = show('?tx=TX1234567890ABCDE');
    expect((await screen.findByTestId('purchase-failed')).textContent).toContain(`${PAYMENT_FAILED}There is no such payment.`);
    expect(screen.queryByTestId('purchase-retry')).toBeNull();
    expect(screen.getByTestId('purchase-back').getAttribute('href')).toBe('/store');
    unmount();
    api.confirmPurchase.mockRejectedValueOnce(new ApiError(400, { error: 'bad_request', message: 'Invalid body field "tx": Expected a transaction id' }));
    show('?tx=bogus');
    expect((await screen.findByTestId('purchase-failed')).textContent).toBe(`${PAYMENT_FAILED}${NOT_A_PAYMENT}`);
    expect(screen.queryByTestId('purchase-retry')).toBeNull();
  });

  it('does not ask the provider again when the page comes back to the front', async () => {
    api.confirmPurchase.mockResolvedValueOnce(purchase()).mockResolvedValue(purchase({ alreadyCredited: true }));
    show();
    await screen.findByTestId('purchase-what');
    // Older than the cache time, and the page is brought back (the app resumed, the tab shown).
    await act(async () => {
      await queryClient.invalidateQueries({ queryKey: storeKeys.purchase('TX1234567890ABCDE'), refetchType: 'none' });
      focusManager.setFocused(false);
      focusManager.setFocused(true);
    });
    expect(api.confirmPurchase).toHaveBeenCalledTimes(1);
    expect(screen.queryByTestId('purchase-already')).toBeNull();
    focusManager.setFocused(undefined);
  });

  it('has nothing to show without a transaction', () => {
    show('');
    expect(screen.getByTestId('purchase-none').textContent).toBe(NO_PAYMENT);
    expect(api.confirmPurchase).not.toHaveBeenCalled();
  });

  it('tells a visitor to log in, coming back to the same return page', () => {
    useSession.setState({ status: 'ready', user: null });
    show();
    expect(screen.getByTestId('store-login-required').textContent).toBe('You must be logged in to use the store.');
    expect(screen.getByTestId('store-login').getAttribute('href')).toBe(`/auth/login?returnTo=${encodeURIComponent('/store/paypal-success?tx=TX1234567890ABCDE&st=Completed')}`);
    expect(api.confirmPurchase).not.toHaveBeenCalled();
  });
});
