// Account recovery and the store (spec part 2 "Account recovery", "Store", §7, §9). The shapes
// the spec leaves open are ours; the reference server builds its answers with these types.
import * as v from 'valibot';
import { EMAIL_MAX, RECOVERY_KEY_PATTERN } from '../../lib/recoveryLimits';
import { IdSchema } from './common';
import { text } from './requestFields';
import { CurrentUserSchema } from './session';

/** The reason a recovery link's key is refused before it is sent, and by the server. */
export const NOT_A_KEY = 'That is not a recovery key.';

/** POST /api/v2/recover/generate {email}: a recovery link to that address, if it has an account. */
export const RecoverGenerateBody = v.object({ email: text(EMAIL_MAX) });
export type RecoverGenerateBody = v.InferInput<typeof RecoverGenerateBody>;

/** POST /api/v2/recover/accept {key}: the key of a recovery link. */
export const RecoverAcceptBody = v.object({ key: v.pipe(text(128), v.regex(RECOVERY_KEY_PATTERN, NOT_A_KEY)) });
export type RecoverAcceptBody = v.InferInput<typeof RecoverAcceptBody>;

/** POST /api/v2/store/confirm {tx}: the provider's transaction id from the return page. */
export const StoreConfirmBody = v.object({ tx: text(32) });
export type StoreConfirmBody = v.InferInput<typeof StoreConfirmBody>;

/** POST /api/v2/recover/accept {key}: the user the key signed in. */
export const RecoverAcceptSchema = v.object({ user: CurrentUserSchema });
export type RecoverAcceptResponse = v.InferOutput<typeof RecoverAcceptSchema>;

export const StoreItemIdSchema = v.picklist(['hearts25', 'hearts50', 'hearts100', 'patron1y']);

/** What the signed-in artist holds: hearts, glops toward the next free heart, the membership. */
export const WalletSchema = v.object({
  heartsAvailable: v.number(),
  glops: v.number(),
  /** Glops earned toward the next free heart. */
  heartsGlopAccum: v.number(),
  patron: v.boolean(),
  patronSince: v.nullable(v.string()),
  /** The end of the paid membership (ISO date), null when none was bought here. */
  patronUntil: v.nullable(v.string()),
});
export type Wallet = v.InferOutput<typeof WalletSchema>;

/** Where the payment form posts and the fields the provider needs besides the item's. */
export const PaymentProviderSchema = v.object({
  url: v.string(),
  business: v.string(),
  /** A simulation of the provider (the reference server's development surface). */
  simulated: v.boolean(),
});
export type PaymentProvider = v.InferOutput<typeof PaymentProviderSchema>;

/** GET /api/v2/store: the wallet and the provider (null: this server takes no payments). */
export const StoreInfoSchema = v.object({
  userId: IdSchema,
  wallet: WalletSchema,
  provider: v.nullable(PaymentProviderSchema),
});
export type StoreInfo = v.InferOutput<typeof StoreInfoSchema>;

/** POST /api/v2/store/confirm {tx}: what the payment bought, credited once. */
export const PurchaseSchema = v.object({
  tx: v.string(),
  item: StoreItemIdSchema,
  /** Dollars paid. */
  amount: v.number(),
  date: v.string(),
  /** True when this payment had been credited before (a reload of the return page). */
  alreadyCredited: v.boolean(),
  wallet: WalletSchema,
});
export type Purchase = v.InferOutput<typeof PurchaseSchema>;

/** GET /api/dev/mail {to}: the demo outbox (development surface only). */
export const DevMailSchema = v.object({
  messages: v.array(
    v.object({
      id: IdSchema,
      to: v.string(),
      subject: v.string(),
      text: v.string(),
      /** The recovery link in the mail (a path of this site). */
      link: v.nullable(v.string()),
      created: v.string(),
    }),
  ),
});
export type DevMail = v.InferOutput<typeof DevMailSchema>;
