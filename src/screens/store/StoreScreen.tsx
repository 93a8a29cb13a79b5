// /store (spec part 2 "Store", §6, §9): heart packs of 25 for $5, 50 for $10 and 100 for $15, and
// the patron membership at $25 a year, each paid by a form post to the payment provider; the
// artist's hearts and the free heart every 150 glops. A visitor reads 'You must be logged in to
// use the store.' and a way to log in.
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { queryClient } from '../../api/queryClient';
import type { StoreInfo } from '../../api/schemas/account';
import { usePageTitle, type LoadContext } from '../../app/navigation/screen';
import { Button } from '../../components/Button';
import { accountPaths } from '../../lib/paths/account';
import { FREE_HEART_TEXT, glopsToNextHeart, heartsText, patronStatusText, priceText, STORE_ITEMS } from '../../lib/storeRules';
import { storeQuery } from '../../queries/store';
import { selectUser, useSession, whenSessionKnown } from '../../stores/session';
import { PaymentForm } from './PaymentForm';
import { StoreLoginRequired } from './StoreLoginRequired';
import { Page } from './storeStyles';

export const PATRON_BENEFITS = [
  'Private sketch files and a watermark on your sketches',
  'Statistics of your sketches and your profile',
  'Your own web address, e-mail notifications and more profile options',
];
export const NO_PAYMENTS = 'Payments are not available on this server.';
export const STORE_LOAD_FAILED = 'Sorry, the store could not be loaded. Please try again in a bit.';

export async function load(_context: LoadContext): Promise<undefined> {
  // A visitor's page needs no data; a failure shows on the page, which can try again.
  if (await whenSessionKnown()) await queryClient.fetchQuery(storeQuery()).catch(() => undefined);
  return undefined;
}

export default function StoreScreen() {
  const id = useId();
  const user = useSession(selectUser);
  usePageTitle('Store');
  return (
    <Page tagName="section" data-testid="store-page" aria-labelledby={`${id}-h`}>
      <h1 id={`${id}-h`}>Store</h1>
      {user ? <StoreOffers /> : <StoreLoginRequired returnTo={accountPaths.store()} />}
    </Page>
  );
}

function StoreOffers() {
  const query = useQuery(storeQuery());
  if (!query.data) {
    if (!query.isError) return <p role="status">Loading the store…</p>;
    return (
      <div role="alert">
        <p className="error" data-testid="store-error">
          {STORE_LOAD_FAILED}
        </p>
        <Button onClick={() => void query.refetch().catch(() => undefined)}>Retry</Button>
      </div>
    );
  }
  return <Offers info={query.data} />;
}

function Offers({ info }: { info: StoreInfo }) {
  const { wallet, provider } = info;
  const patronText = patronStatusText(wallet);
  const hearts = STORE_ITEMS.filter((item) => item.kind === 'hearts');
  const membership = STORE_ITEMS.find((item) => item.kind === 'patron');
  return (
    <>
      <div className="wallet" data-testid="store-wallet">
        <p>
          You have <strong data-testid="store-hearts">{heartsText(wallet.heartsAvailable)}</strong> to give.
        </p>
        <p>
          {FREE_HEART_TEXT} <span data-testid="store-next-heart">{glopsToNextHeart(wallet.glops)} more glops to your next one.</span>
        </p>
        {patronText && <p data-testid="store-patron-status">{patronText}</p>}
      </div>
      {!provider && <p className="muted" data-testid="store-no-payments">{NO_PAYMENTS}</p>}

      <h2>Heart packs</h2>
      <ul className="offers" data-testid="store-heart-packs">
        {hearts.map((item) => (
          <li key={item.id} className="offer" data-testid={`offer-${item.id}`}>
            <h3>{heartsText(item.hearts)}</h3>
            <p className="price">{priceText(item.dollars)}</p>
            <PaymentForm item={item} provider={provider} userId={info.userId} label="Buy" />
          </li>
        ))}
      </ul>

      {membership && (
        <>
          <h2>Patron membership</h2>
          <ul className="offers membership">
            <li className="offer" data-testid={`offer-${membership.id}`}>
              <h3>Patron</h3>
              <p className="price">{priceText(membership.dollars)} a year</p>
              <ul>
                {PATRON_BENEFITS.map((benefit) => (
                  <li key={benefit}>{benefit}</li>
                ))}
              </ul>
              <PaymentForm item={membership} provider={provider} userId={info.userId} label={wallet.patron ? 'Renew for a year' : 'Become a patron'} />
            </li>
          </ul>
        </>
      )}
      <p className="muted">Prices in US dollars. You pay on the payment provider&apos;s page and come back here.</p>
    </>
  );
}
