// One offer's payment: a form post to the payment provider (spec part 2 "Store": payment is by
// form posts to a provider), with the fields of a classic hosted-payment form. The browser
// leaves the site; the provider sends it back to /store/paypal-success with its transaction.
import type { PaymentProvider } from '../../api/schemas/account';
import type { DevCheckoutBody } from '../../api/schemas/dev';
import { Button } from '../../components/Button';
import { accountPaths } from '../../lib/paths/account';
import { amountText, priceText, STORE_CURRENCY, type StoreItem } from '../../lib/storeRules';

export interface PaymentFormProps {
  item: StoreItem;
  provider: PaymentProvider | null;
  userId: number;
  label: string;
}

/** An address of this site that the provider can send the browser back to. */
const absolute = (path: string) => `${location.origin}${path}`;

export function PaymentForm({ item, provider, userId, label }: PaymentFormProps) {
  if (!provider) {
    return (
      <Button disabled data-testid={`buy-${item.id}`}>
        {label}
      </Button>
    );
  }
  // The fields of the provider's checkout: the reference server's stand-in declares them.
  const fields = {
    cmd: '_xclick',
    business: provider.business,
    item_number: item.id,
    item_name: item.name,
    amount: amountText(item.dollars),
    currency_code: STORE_CURRENCY,
    custom: String(userId),
    return: absolute(accountPaths.storeSuccess()),
    cancel_return: absolute(accountPaths.store()),
  } satisfies DevCheckoutBody;
  return (
    <form method="post" action={provider.url} data-testid={`pay-${item.id}`}>
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <Button type="submit" variant="primary" data-testid={`buy-${item.id}`} aria-label={`${label}: ${item.name} for ${priceText(item.dollars)}`}>
        {label}
      </Button>
    </form>
  );
}
