// @vitest-environment jsdom
import { render, screen, waitFor, within } from '../../../test/support/render';
import { pageFrameClass } from '../../components/PageFrame';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/client';
import type { StoreInfo } from '../../api/schemas/account';
import type { CurrentUser } from '../../api/schemas/session';
import { storeKeys } from '../../queries/store';
import { useSession } from '../../stores/session';
import { seedQuery } from '../../../test/support/queries';
import StoreScreen, { NO_PAYMENTS, STORE_LOAD_FAILED, load } from './StoreScreen';

const api = vi.hoisted(() => ({ generateRecovery: vi.fn(), acceptRecovery: vi.fn(), fetchStore: vi.fn(), confirmPurchase: vi.fn() }));
vi.mock('../../api/account', () => api);

const ada: CurrentUser = {
  id: 1, avatar: '/img/avatar/1', nickname: 'InkyAda', mature: false, following: [], blocks: [], icons: [],
  chatId: null, chatServer: null, ban: null, showHeader: true, googleLogin: false, thumbs: false,
};
const info = (extra: Partial<StoreInfo['wallet']> = {}, provider: StoreInfo['provider'] = { url: '/dev/paypal/checkout', business: 'store@sketchery.app', simulated: true }): StoreInfo => ({
  userId: 1,
  wallet: { heartsAvailable: 12, glops: 1234, heartsGlopAccum: 34, patron: false, patronSince: null, patronUntil: null, ...extra },
  provider,
});
const show = () => render(<StoreScreen />);
const fieldsOf = (form: HTMLElement) =>
  Object.fromEntries([...form.querySelectorAll('input[type="hidden"]')].map((input) => [(input as HTMLInputElement).name, (input as HTMLInputElement).value]));

describe('StoreScreen', () => {
  beforeEach(() => {
    Object.values(api).forEach((fn) => fn.mockReset());
  });

  it("tells a visitor 'You must be logged in to use the store.' and offers to log in, without asking the server", async () => {
    useSession.setState({ status: 'ready', user: null });
    await load({ params: {}, location: { path: '/store', search: '', hash: '' }, signal: new AbortController().signal });
    show();
    expect(screen.getByTestId('store-login-required').textContent).toBe('You must be logged in to use the store.');
    // A region in the page frame (its padding), named by its title.
    expect(screen.getByRole('region', { name: 'Store' }).classList).toContain(pageFrameClass);
    expect(screen.getByTestId('store-login').getAttribute('href')).toBe('/auth/login?returnTo=%2Fstore');
    expect(screen.queryByTestId('store-heart-packs')).toBeNull();
    expect(api.fetchStore).not.toHaveBeenCalled();
    await waitFor(() => expect(document.title).toBe('Store · Sketchery'));
  });

  it("shows the artist's hearts, the free heart every 150 glops, and the offers at their prices", async () => {
    useSession.setState({ status: 'ready', user: ada });
    api.fetchStore.mockResolvedValue(info());
    await load({ params: {}, location: { path: '/store', search: '', hash: '' }, signal: new AbortController().signal });
    show();
    expect(screen.getByTestId('store-hearts').textContent).toBe('12 hearts');
    expect(screen.getByTestId('store-wallet').textContent).toContain('a new heart every 150 glops');
    expect(screen.getByTestId('store-next-heart').textContent).toBe('116 more glops to your next one.');
    expect(screen.queryByTestId('store-patron-status')).toBeNull();
    const offer = (id: string) => screen.getByTestId(`offer-${id}`).textContent;
    expect(offer('hearts25')).toContain('25 hearts$5');
    expect(offer('hearts50')).toContain('50 hearts$10');
    expect(offer('hearts100')).toContain('100 hearts$15');
    expect(offer('patron1y')).toContain('$25 a year');
    expect(within(screen.getByTestId('offer-patron1y')).getByRole('button').textContent).toBe('Become a patron');
  });

  it('pays by a form post to the provider with the item, its price, the buyer and the return page', () => {
    useSession.setState({ status: 'ready', user: ada });
    seedQuery(storeKeys.info, info());
    show();
    const form = screen.getByTestId('pay-hearts50') as HTMLFormElement;
    expect(form.method).toBe('post');
    expect(form.getAttribute('action')).toBe('/dev/paypal/checkout');
    expect(fieldsOf(form)).toEqual({
      cmd: '_xclick',
      business: 'store@sketchery.app',
      item_number: 'hearts50',
      item_name: '50 hearts',
      amount: '10.00',
      currency_code: 'USD',
      custom: '1',
      return: `${location.origin}/store/paypal-success`,
      cancel_return: `${location.origin}/store`,
    });
    expect(fieldsOf(screen.getByTestId('pay-patron1y'))).toMatchObject({ item_number: 'patron1y', amount: '25.00' });
    expect(screen.getByTestId('buy-hearts50').getAttribute('aria-label')).toBe('Buy: 50 hearts for $10');
  });

  it('offers a patron the renewal and says until when they are one', () => {
    useSession.setState({ status: 'ready', user: { ...ada, icons: ['p'] } });
    seedQuery(storeKeys.info, info({ patron: true, patronSince: '2024-03-01', patronUntil: '2027-03-05T10:00:00.000Z' }));
    show();
    expect(screen.getByTestId('store-patron-status').textContent).toBe('You are a patron until March 5, 2027.');
    expect(within(screen.getByTestId('offer-patron1y')).getByRole('button').textContent).toBe('Renew for a year');
  });

  it('says so when the server takes no payments, and offers nothing to post', () => {
    useSession.setState({ status: 'ready', user: ada });
    seedQuery(storeKeys.info, info({}, null));
    show();
    expect(screen.getByTestId('store-no-payments').textContent).toBe(NO_PAYMENTS);
    expect(screen.queryByTestId('pay-hearts25')).toBeNull();
    expect((screen.getByTestId('buy-hearts25') as HTMLButtonElement).disabled).toBe(true);
  });

  it('says when the store did not load', async () => {
    useSession.setState({ status: 'ready', user: ada });
    api.fetchStore.mockRejectedValue(new ApiError(500, null));
    show();
    expect((await screen.findByTestId('store-error')).textContent).toBe(STORE_LOAD_FAILED);
  });
});
