// The account recovery and store objects of the security suites (fixtures.ts): recovery keys
// and payments at the simulated provider, written through the test's own connection so that a
// row's writes count only what the route itself does.
import { hashOf, newRecoveryKey } from '../../account/recovery';
import { newTransactionId, STORE_BUSINESS } from '../../account/provider';
import { TEST_NOW } from '../testApp';
import type { TestHarness } from '../useTestApp';

export interface AccountFixtures {
  /** A recovery key of the victim that works once (the bad-input sample's). */
  recoveryKey: string;
  /** A new working recovery key of the victim. */
  newRecoveryKey: () => string;
  /** A completed payment of 25 hearts by the user at the provider, not yet credited (null: anyone's id). */
  paymentFor: (userId: number | null) => string;
  /** The artist's completed payment (the bad-input sample's; confirming it again changes nothing). */
  artistPayment: string;
}

export function accountFixtures(t: TestHarness, artist: number, victim: number): AccountFixtures {
  const iso = (ms: number) => new Date(ms).toISOString();
  const newKey = () => {
    const key = newRecoveryKey();
    // Far from expiry, whatever the suites do to the clock.
    t.write('INSERT INTO recovery_keys (key_hash, user_id, created, expires) VALUES (?, ?, ?, ?)', hashOf(key), victim, iso(TEST_NOW), iso(TEST_NOW + 365 * 86_400_000));
    return key;
  };
  const paymentFor = (userId: number | null) => {
    const tx = newTransactionId();
    t.write(
      "INSERT INTO provider_payments (tx, business, item_number, amount, currency, custom, status, created) VALUES (?, ?, 'hearts25', '5.00', 'USD', ?, 'Completed', ?)",
      tx,
      STORE_BUSINESS,
      String(userId ?? victim),
      iso(TEST_NOW),
    );
    return tx;
  };
  return { recoveryKey: newKey(), newRecoveryKey: newKey, paymentFor, artistPayment: paymentFor(artist) };
}
