// /store/paypal-success, where the payment provider sends the buyer back (spec part 2 "Store";
// what it shows is ours): the page hands the provider's transaction to the server, which checks
// it with the provider and credits it once, and then says what was bought and what the artist
// has now. A reload shows the same purchase without crediting it again; a payment that was
// declined, does not match or is unknown says why, with the way back to the store.
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId } from 'react';
import { ApiError } from '../../api/client';
import { errorCodeOf, serverReasonOf } from '../../api/errors';
import type { Purchase } from '../../api/schemas/account';
import { usePageTitle, type ScreenProps } from '../../app/navigation/screen';
import { Button } from '../../components/Button';
import { accountPaths } from '../../lib/paths/account';
import { heartsText, patronStatusText, priceText, storeItem } from '../../lib/storeRules';
import { purchaseQuery } from '../../queries/store';
import { selectUser, useSession } from '../../stores/session';
import { StoreLoginRequired } from './StoreLoginRequired';
import { Page } from './storeStyles';
import { linkRow } from '../../components/fieldStyles';

export const NO_PAYMENT = 'There is no payment to show here.';
export const PAYMENT_FAILED = 'Sorry, your payment could not be added to your account: ';
const NO_REASON = 'the server did not answer. Please try again in a bit.';
/** The return address's transaction is not one the provider issues (a link typed or cut short). */
export const NOT_A_PAYMENT = 'this address does not name a payment.';

export default function StoreSuccessScreen({ location }: ScreenProps) {
  const id = useId();
  const user = useSession(selectUser);
  const tx = new URLSearchParams(location.search).get('tx');
  usePageTitle('Your purchase');
  return (
    <Page tagName="section" data-testid="store-success-page" aria-labelledby={`${id}-h`}>
      <h1 id={`${id}-h`}>Your purchase</h1>
      {!user ? (
        <StoreLoginRequired returnTo={`${accountPaths.storeSuccess()}${location.search}`} />
      ) : tx ? (
        <PurchaseResult tx={tx} />
      ) : (
        <p data-testid="purchase-none">{NO_PAYMENT}</p>
      )}
      <p className={linkRow}>
        <a href={accountPaths.store()} data-testid="purchase-back">
          Back to the store
        </a>
      </p>
    </Page>
  );
}

function PurchaseResult({ tx }: { tx: string }) {
  const query = useQuery(purchaseQuery(tx));
  const purchase = query.data;
  useEffect(() => {
    // A new patron: the header and the patron's pages follow the session.
    if (purchase?.item === 'patron1y') void useSession.getState().load();
  }, [purchase?.item, purchase?.tx]);

  if (purchase) return <PurchaseDone purchase={purchase} />;
  if (!query.isError) return <p role="status">Checking your payment…</p>;
  const status = query.error instanceof ApiError ? query.error.status : 0;
  const worthAskingAgain = status === 0 || status >= 500 || paymentPending(query.error);
  return (
    <div role="alert" data-testid="purchase-failed">
      <p className="error">
        {PAYMENT_FAILED}
        {status === 400 ? NOT_A_PAYMENT : (serverReasonOf(query.error) ?? NO_REASON)}
      </p>
      {/* Asking again helps when the server did not answer or the payment is not complete yet (a
          pending one); a declined, unknown, mismatched or foreign payment stays so: the store is
          the way on. */}
      {worthAskingAgain && (
        <Button onClick={() => void query.refetch().catch(() => undefined)} data-testid="purchase-retry">
          Try again
        </Button>
      )}
    </div>
  );
}

/**
 * A payment the provider has not settled yet, which may complete later (the server's 402
 * 'payment_pending'). Any other refusal of an incomplete payment (Denied, Failed, Reversed ...)
 * is final, so asking again cannot help.
 */
const paymentPending = (error: unknown) => error instanceof ApiError && error.status === 402 && errorCodeOf(error) === 'payment_pending';

function PurchaseDone({ purchase }: { purchase: Purchase }) {
  const item = storeItem(purchase.item);
  const patron = patronStatusText(purchase.wallet);
  return (
    <div role="status" data-testid="purchase-done" data-item={purchase.item}>
      <p className="price">Thank you!</p>
      <p data-testid="purchase-what">
        You bought {item?.kind === 'patron' ? 'a year of patron membership' : heartsText(item?.hearts ?? 0)} for {priceText(purchase.amount)}.
      </p>
      <div className="wallet">
        <p>
          You now have <strong data-testid="purchase-hearts">{heartsText(purchase.wallet.heartsAvailable)}</strong>.
        </p>
        {patron && <p data-testid="purchase-patron">{patron}</p>}
      </div>
      {purchase.alreadyCredited && (
        <p className="muted" data-testid="purchase-already">
          This payment was already added to your account.
        </p>
      )}
    </div>
  );
}
