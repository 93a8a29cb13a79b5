// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DevMailSchema, PurchaseSchema, RecoverAcceptSchema, StoreInfoSchema } from '../../src/api/schemas/account';
import { OkSchema } from '../../src/api/schemas/common';
import { MeResponseSchema } from '../../src/api/schemas/session';
import { amountText, STORE_CURRENCY } from '../../src/lib/storeRules';
import { RECOVERY_MESSAGES, RECOVERY_REQUESTS_PER_HOUR } from '../account/recovery';
import { STORE_BUSINESS } from '../account/provider';
import { creditPayment, mismatchMessage, STORE_MESSAGES } from '../account/store';
import { storeItem } from '../../src/lib/storeRules';
import { DEMO_RECOVERY_KEYS } from '../seed/seedAccountStore';
import { expectError, expectShape } from '../testing/expectShape';
import { createTestApp, TestClient, TEST_NOW } from '../testing/testApp';
import { useTestApp } from '../testing/useTestApp';
import { INVALID_EMAIL } from './accountStore';
import { RETURN_OFF_SITE } from '../dev/devAccountStore';
import { DEFAULT_PUBLIC_ORIGIN } from '../app';

const t = useTestApp();
const { ada, paolo, banned, visitor } = t.demoClients();

const HOUR = 3_600_000;
const count = (sql: string, ...params: unknown[]) => t.one<{ n: number }>(sql, ...params).n;
const emailOf = (userId: number) => t.one<{ email: string }>('SELECT email FROM users WHERE id = ?', userId).email;
const mailTo = async (address: string) => expectShape(DevMailSchema, (await visitor.get(`/api/dev/mail?to=${encodeURIComponent(address)}`)).json()).messages;
const keyOf = (link: string | null) => decodeURIComponent(new URL(link!).pathname.replace(/^\/recover\//, ''));
/** A user from the seed with an address of their own, none of the demo accounts. */
const member = (offset: number) =>
  t.one<{ id: number; email: string }>(
    "SELECT id, email FROM users u WHERE id > 6 AND email <> '' AND (SELECT count(*) FROM users v WHERE lower(v.email) = lower(u.email)) = 1 ORDER BY id LIMIT 1 OFFSET ?",
    offset,
  );

const FORGED_TOKEN = 'A'.repeat(32);

describe('the recovery link', () => {
  it("is built from the site's origin, never from the Host header a request sends", async () => {
    const { email } = member(5);
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/v2/recover/generate',
      headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'content-type': 'application/json', cookie: `csrf=${FORGED_TOKEN}`, 'x-csrf-token': FORGED_TOKEN },
      payload: { email },
    });
    expect(forged.statusCode).toBe(200);
    const link = (await mailTo(email))[0]!.link!;
    expect(new URL(link).origin).toBe(DEFAULT_PUBLIC_ORIGIN);
  });
});

describe('POST /api/v2/recover/generate and /accept', () => {
  it('mails a single-use link to the address, and the link signs its owner in once', async () => {
    const { id, email } = member(0);
    const before = (await mailTo(email)).length;
    expectShape(OkSchema, (await visitor.post('/api/v2/recover/generate', { email: `  ${email.toUpperCase()} ` })).json());
    const mails = await mailTo(email);
    expect(mails).toHaveLength(before + 1);
    // Absolute, on the site's configured origin: a mail client has no page to resolve a path against.
    expect(mails[0]!.link).toMatch(new RegExp(`^${DEFAULT_PUBLIC_ORIGIN}/recover/[\\w-]{40,}$`));
    expect(mails[0]!.text).toContain(mails[0]!.link);
    const key = keyOf(mails[0]!.link);
    // Only a hash of the key is stored.
    expect(count('SELECT count(*) AS n FROM recovery_keys WHERE key_hash = ?', key)).toBe(0);

    const browser = new TestClient(t.app);
    const accepted = await browser.post('/api/v2/recover/accept', { key });
    expect(accepted.statusCode).toBe(200);
    expect(expectShape(RecoverAcceptSchema, accepted.json()).user.id).toBe(id);
    expect(expectShape(MeResponseSchema, (await browser.get('/api/v2/user/me')).json()).user?.id).toBe(id);

    const again = expectError(await new TestClient(t.app).post('/api/v2/recover/accept', { key }), 400);
    expect(again).toEqual({ error: 'used_key', message: RECOVERY_MESSAGES.used });
  });

  it('answers an address without an account the same way and sends nothing', async () => {
    const response = await visitor.post('/api/v2/recover/generate', { email: 'nobody-here@example.org' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    expect(await mailTo('nobody-here@example.org')).toEqual([]);
  });

  it('refuses what is not an e-mail address with 400 and writes nothing', async () => {
    const before = count('SELECT count(*) AS n FROM recovery_requests');
    for (const email of ['', '   ', 'ada', 'ada@', '@example.com', 'a b@example.com', `${'x'.repeat(250)}@example.com`]) {
      const body = expectError(await visitor.post('/api/v2/recover/generate', { email }), 400);
      if (email.length < 254) expect(body.message).toBe(INVALID_EMAIL);
    }
    for (const body of [{}, { email: 42 }, { email: ['a@example.com'] }]) expectError(await visitor.post('/api/v2/recover/generate', body), 400);
    expect(count('SELECT count(*) AS n FROM recovery_requests')).toBe(before);
  });

  it(`sends at most ${RECOVERY_REQUESTS_PER_HOUR} e-mails an hour to one address, known or not, and the same answer for both`, async () => {
    const { email } = member(1);
    for (const address of [email, 'unknown-limit@example.org']) {
      for (let i = 0; i < RECOVERY_REQUESTS_PER_HOUR; i++) expect((await visitor.post('/api/v2/recover/generate', { email: address })).statusCode).toBe(200);
      const refused = expectError(await visitor.post('/api/v2/recover/generate', { email: address }), 429);
      expect(refused).toEqual({ error: 'too_many_requests', message: RECOVERY_MESSAGES.tooMany });
    }
    expect(await mailTo(email)).toHaveLength(RECOVERY_REQUESTS_PER_HOUR);
    // Another address is not held up.
    expect((await visitor.post('/api/v2/recover/generate', { email: 'someone-else@example.org' })).statusCode).toBe(200);
    t.advance(HOUR + 1000);
    expect((await visitor.post('/api/v2/recover/generate', { email })).statusCode).toBe(200);
  });

  it('refuses an unknown, malformed, used or expired key, and a key once another of the same user was used', async () => {
    expect(expectError(await visitor.post('/api/v2/recover/accept', { key: 'no-such-key-0000000000000000' }), 400).error).toBe('invalid_key');
    for (const key of ['short', 'has spaces in it here', '../../etc/passwd/xxxxxxxx', 42, null]) expectError(await visitor.post('/api/v2/recover/accept', { key }), 400);
    expect(expectError(await visitor.post('/api/v2/recover/accept', { key: DEMO_RECOVERY_KEYS.used }), 400)).toEqual({ error: 'used_key', message: RECOVERY_MESSAGES.used });
    expect(expectError(await visitor.post('/api/v2/recover/accept', { key: DEMO_RECOVERY_KEYS.expired }), 400)).toEqual({
      error: 'expired_key',
      message: RECOVERY_MESSAGES.expired,
    });

    const { email } = member(2);
    await visitor.post('/api/v2/recover/generate', { email });
    await visitor.post('/api/v2/recover/generate', { email });
    const [newer, older] = (await mailTo(email)).map((mail) => keyOf(mail.link));
    expect((await new TestClient(t.app).post('/api/v2/recover/accept', { key: newer })).statusCode).toBe(200);
    expect(expectError(await new TestClient(t.app).post('/api/v2/recover/accept', { key: older }), 400).error).toBe('used_key');

    await visitor.post('/api/v2/recover/generate', { email: emailOf(member(3).id) });
    const late = keyOf((await mailTo(member(3).email))[0]!.link);
    t.advance(24 * HOUR + 1000);
    expect(expectError(await new TestClient(t.app).post('/api/v2/recover/accept', { key: late }), 400).error).toBe('expired_key');
    expect(count('SELECT count(*) AS n FROM sessions WHERE user_id = ?', member(3).id)).toBe(0);
    // An expired key says so, even once a newer key of the same user has been used.
    await visitor.post('/api/v2/recover/generate', { email: emailOf(member(3).id) });
    const fresh = keyOf((await mailTo(member(3).email))[0]!.link);
    expect((await new TestClient(t.app).post('/api/v2/recover/accept', { key: fresh })).statusCode).toBe(200);
    expect(expectError(await new TestClient(t.app).post('/api/v2/recover/accept', { key: late }), 400).error).toBe('expired_key');
  });

  it('needs the CSRF token', async () => {
    expect(expectError(await visitor.post('/api/v2/recover/generate', { email: 'a@example.com' }, { csrf: null }), 403).error).toBe('csrf');
  });
});

/** Pays for an item through the simulated provider as a browser would; returns the transaction id. */
async function pay(client: TestClient, fields: Partial<Record<string, string>> = {}, result = 'Completed'): Promise<string> {
  const userId = expectShape(StoreInfoSchema, (await client.get('/api/v2/store')).json()).userId;
  const item = storeItem(fields.item_number ?? 'hearts25') ?? storeItem('hearts25')!;
  const form = {
    cmd: '_xclick',
    business: STORE_BUSINESS,
    item_number: item.id,
    item_name: item.name,
    amount: amountText(item.dollars),
    currency_code: STORE_CURRENCY,
    custom: String(userId),
    return: 'http://localhost:80/store/paypal-success',
    cancel_return: '/store',
    ...fields,
  } as Record<string, string>;
  // The store's form carries no token of ours: the checkout page is the provider's.
  const page = await client.postForm('/dev/paypal/checkout', form);
  expect(page.statusCode, page.body).toBe(200);
  expect(page.headers['content-type']).toContain('text/html');
  expect(page.body).toContain(`Pay <strong>${form.amount} ${form.currency_code}</strong>`);
  const csrf = /name="csrf" value="([^"]+)"/.exec(page.body)?.[1];
  const paid = await client.postForm('/dev/paypal/pay', { ...form, result, csrf: csrf ?? '' });
  expect(paid.statusCode).toBe(303);
  const back = new URL(String(paid.headers.location), 'http://localhost');
  expect(back.pathname).toBe('/store/paypal-success');
  expect(back.searchParams.get('st')).toBe(result);
  return back.searchParams.get('tx')!;
}

const walletOf = async (client: TestClient) => expectShape(StoreInfoSchema, (await client.get('/api/v2/store')).json()).wallet;

describe('the store', () => {
  it('asks a visitor to log in and refuses a suspended user', async () => {
    expectError(await visitor.get('/api/v2/store'), 401);
    expectError(await banned.get('/api/v2/store'), 403);
    expectError(await visitor.post('/api/v2/store/confirm', { tx: 'ABCDEFGH12345678' }), 401);
  });

  it("shows the artist's hearts, glops toward the next free heart and the simulated provider", async () => {
    const info = expectShape(StoreInfoSchema, (await ada.get('/api/v2/store')).json());
    const row = t.one<{ hearts_available: number; glops: number }>('SELECT hearts_available, glops FROM users WHERE id = 1');
    expect(info).toMatchObject({ userId: 1, provider: { url: '/dev/paypal/checkout', business: STORE_BUSINESS, simulated: true } });
    expect(info.wallet).toMatchObject({ heartsAvailable: row.hearts_available, glops: row.glops, heartsGlopAccum: row.glops % 150, patron: false, patronUntil: null });
    const patron = await walletOf(paolo);
    expect(patron.patron).toBe(true);
    expect(Date.parse(patron.patronUntil!)).toBeGreaterThan(TEST_NOW);
  });

  it('credits a paid heart pack once: the same payment again changes nothing', async () => {
    const before = (await walletOf(ada)).heartsAvailable;
    const tx = await pay(ada, { item_number: 'hearts50' });
    const first = expectShape(PurchaseSchema, (await ada.post('/api/v2/store/confirm', { tx })).json());
    expect(first).toMatchObject({ tx, item: 'hearts50', amount: 10, alreadyCredited: false });
    expect(first.wallet.heartsAvailable).toBe(before + 50);
    const second = expectShape(PurchaseSchema, (await ada.post('/api/v2/store/confirm', { tx })).json());
    expect(second).toMatchObject({ tx, alreadyCredited: true });
    expect(second.wallet.heartsAvailable).toBe(before + 50);
    expect(count('SELECT count(*) AS n FROM store_purchases WHERE tx = ?', tx)).toBe(1);
  });

  it('refuses a payment that does not match the price, was declined, is unknown or is someone else’s, and credits nothing', async () => {
    const hearts = () => t.one<{ h: number }>('SELECT hearts_available AS h FROM users WHERE id = 1').h;
    const before = hearts();
    const cheap = await pay(ada, { item_number: 'hearts100', amount: '0.01' });
    expect(expectError(await ada.post('/api/v2/store/confirm', { tx: cheap }), 400)).toEqual({ error: 'payment_mismatch', message: mismatchMessage(storeItem('hearts100')!) });
    const euros = await pay(ada, { currency_code: 'EUR' });
    expectError(await ada.post('/api/v2/store/confirm', { tx: euros }), 400);
    const elsewhere = await pay(ada, { business: 'someone@else.example' });
    expect(expectError(await ada.post('/api/v2/store/confirm', { tx: elsewhere }), 400).message).toBe(STORE_MESSAGES.wrongReceiver);
    const bogus = await pay(ada, { item_number: 'hearts1000' });
    expect(expectError(await ada.post('/api/v2/store/confirm', { tx: bogus }), 400).message).toBe(STORE_MESSAGES.unknownItem);
    const declined = await pay(ada, {}, 'Denied');
    expect(expectError(await ada.post('/api/v2/store/confirm', { tx: declined }), 402).error).toBe('payment_not_completed');
    // A real provider's pending payment (the simulated one only completes or declines) has a code
    // of its own, for the page to offer asking again; it credits nothing either.
    const item = storeItem('hearts25')!;
    const pending = { tx: 'PENDING0000000001', business: STORE_BUSINESS, itemNumber: item.id, amount: amountText(item.dollars), currency: STORE_CURRENCY, custom: '1', status: 'Pending' };
    expect(() => creditPayment(t.app.ctx.db, 1, pending, STORE_BUSINESS, TEST_NOW)).toThrow(
      expect.objectContaining({ status: 402, code: 'payment_pending', message: `${STORE_MESSAGES.notCompleted} (Pending)` }),
    );
    expect(expectError(await ada.post('/api/v2/store/confirm', { tx: 'ZZZZZZZZZZZZZZZZZ' }), 404).message).toBe(STORE_MESSAGES.unknownPayment);
    for (const tx of ['', 'lower-case', 'x'.repeat(40), 5]) expectError(await ada.post('/api/v2/store/confirm', { tx }), 400);

    const paolosTx = await pay(paolo);
    expect(expectError(await ada.post('/api/v2/store/confirm', { tx: paolosTx }), 403).message).toBe(STORE_MESSAGES.otherAccount);
    // Credited to its buyer, it is still not the artist's to read.
    expect((await paolo.post('/api/v2/store/confirm', { tx: paolosTx })).statusCode).toBe(200);
    expectError(await ada.post('/api/v2/store/confirm', { tx: paolosTx }), 403);
    const forPaolo = await pay(ada, { custom: '2' });
    expectError(await ada.post('/api/v2/store/confirm', { tx: forPaolo }), 403);

    expect(hearts()).toBe(before);
    expect(count('SELECT count(*) AS n FROM store_purchases WHERE user_id = 1 AND tx IN (?, ?, ?, ?, ?)', cheap, euros, elsewhere, bogus, declined)).toBe(0);
  });

  it('makes a member a patron for a year, and a renewal adds a year to what is left', async () => {
    const greta = await t.clientAs(3);
    // Earlier tests moved the clock.
    const now = t.app.ctx.clock();
    expect((await walletOf(greta)).patron).toBe(false);
    const first = expectShape(PurchaseSchema, (await greta.post('/api/v2/store/confirm', { tx: await pay(greta, { item_number: 'patron1y' }) })).json());
    expect(first.wallet.patron).toBe(true);
    // A calendar year on: the same date and time, the year's number one more.
    const yearsOn = (years: number) => new Date(now).toISOString().replace(/^\d{4}/, (year) => String(Number(year) + years));
    expect(first.wallet.patronUntil).toBe(yearsOn(1));
    expect(first.wallet.patronSince).toBe(new Date(now).toISOString().slice(0, 10));
    expect(expectShape(MeResponseSchema, (await greta.get('/api/v2/user/me')).json()).user?.icons).toContain('p');
    const renewed = expectShape(PurchaseSchema, (await greta.post('/api/v2/store/confirm', { tx: await pay(greta, { item_number: 'patron1y' }) })).json());
    expect(renewed.wallet.patronUntil).toBe(yearsOn(2));
  });

  it("shows the provider's page with what the form said, escaped, and no script", async () => {
    const page = await visitor.postForm('/dev/paypal/checkout', {
      cmd: '_xclick', business: STORE_BUSINESS, item_number: 'hearts25', item_name: '<img src=x onerror=alert(1)>', amount: '5.00',
      currency_code: 'USD', custom: '1', return: '/store/paypal-success', cancel_return: '/store',
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('<img src=x');
    expect(page.body).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(page.body).not.toMatch(/<script/i);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('lets the provider send the buyer back only to a page of this site', async () => {
    const form = { cmd: '_xclick', business: STORE_BUSINESS, item_number: 'hearts25', item_name: '25 hearts', amount: '5.00', currency_code: 'USD', custom: '1', cancel_return: '/store' };
    for (const target of ['https://evil.example/store/paypal-success', '//evil.example/x', 'javascript:alert(1)']) {
      expect(expectError(await ada.postForm('/dev/paypal/checkout', { ...form, return: target }), 400).message).toBe(RETURN_OFF_SITE);
    }
  });
});

describe('without the development surface', () => {
  it('has no provider, no outbox, and takes no payment', async () => {
    const off = await createTestApp({ devTools: false });
    try {
      const client = new TestClient(off.app);
      expect((await client.get('/api/dev/mail?to=a@example.com')).statusCode).toBe(404);
      expect((await client.post('/dev/paypal/checkout', {})).statusCode).toBe(404);
      // No sign-in page either: sign in by a recovery key the test stores itself.
      const { storeRecoveryKey } = await import('../account/recovery');
      storeRecoveryKey(off.app.ctx.db, 'test-key-without-dev-tools-0001', 1, TEST_NOW);
      expect((await client.post('/api/v2/recover/accept', { key: 'test-key-without-dev-tools-0001' })).statusCode).toBe(200);
      expect(expectShape(StoreInfoSchema, (await client.get('/api/v2/store')).json()).provider).toBeNull();
      expect(expectError(await client.post('/api/v2/store/confirm', { tx: 'ABCDEFGH12345678' }), 503).message).toBe(STORE_MESSAGES.paymentsOff);
    } finally {
      await off.close();
    }
  });
});
