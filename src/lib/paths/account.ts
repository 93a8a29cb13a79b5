// Store and account recovery addresses (one domain of the site's builders: ./site.ts says why they are split).
import { segment } from './site';

export const accountPaths = {
  store: () => '/store',
  /** Where the payment provider sends the buyer back (with its transaction in the query). */
  storeSuccess: () => '/store/paypal-success',
  recover: () => '/recover',
  /** The link of a recovery e-mail. */
  recoverKey: (key: string) => `/recover/${segment(key)}`,
} as const;
