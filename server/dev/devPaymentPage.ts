// The simulated payment provider's page (development surface): what is being paid, to whom,
// and Pay, Decline or Cancel. Server-rendered, no script and no inline style (the site's CSP);
// it is laid out in the shell of the server's own pages (http/serverPage.ts).
import { escapeHtml, serverPage } from '../http/serverPage';
import { PROVIDER_PAY_PATH } from '../account/provider';

export const PROVIDER_PAGE_TITLE = 'Simulated payment provider (development)';
export const PROVIDER_NOTICE =
  'This page stands in for the payment provider. It is part of the development server only: no money moves, and Pay records a payment that the store then verifies and credits.';

export interface CheckoutModel {
  fields: Record<string, string>;
  itemName: string;
  amount: string;
  currency: string;
  business: string;
  cancelPath: string;
  csrfToken: string;
}

const hidden = (name: string, value: string) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`;

export function renderCheckoutPage(model: CheckoutModel): string {
  const fields = Object.entries(model.fields)
    .map(([name, value]) => hidden(name, value))
    .join('\n');
  const what = `${escapeHtml(model.amount)} ${escapeHtml(model.currency)}`;
  return serverPage(
    PROVIDER_PAGE_TITLE,
    `<p class="stand-in">${escapeHtml(PROVIDER_NOTICE)}</p>
<p data-testid="provider-summary">Pay <strong>${what}</strong> to <strong>${escapeHtml(model.business)}</strong> for <strong>${escapeHtml(model.itemName)}</strong>.</p>
<form method="post" action="${PROVIDER_PAY_PATH}" class="account demo-accounts">
${fields}
${hidden('csrf', model.csrfToken)}
<p><button type="submit" name="result" value="Completed" data-testid="provider-pay">Pay ${what}</button></p>
<p><button type="submit" name="result" value="Denied" data-testid="provider-decline">Decline the payment</button></p>
</form>
<p><a href="${escapeHtml(model.cancelPath)}" data-testid="provider-cancel">Cancel and return to the store</a></p>
`,
  );
}
