// The 'Anonymous' account (demoAccounts.ts ANONYMOUS_ACCOUNT): a signed-in user with a chat id
// whom the whiteboard refuses by nickname (spec part 2 §6), so the refusal can be seen by signing
// in as it on the development sign-in page. It joined a year ago and has done nothing since.
import { ANONYMOUS_ACCOUNT } from './demoAccounts';
import type { SeedContext } from './context';

const DAY = 86_400_000;

export function seedAnonymous(ctx: SeedContext): number {
  const { db, now } = ctx;
  const id = (db.prepare('SELECT max(id) FROM users').pluck().get() as number) + 1;
  db.prepare(
    `INSERT INTO users (id, nickname, email, about, country, birth_day, birth_month, gender, glops,
      icons, thumbs, mature, chat_id, apple_id, patron_since, hearts_available, stars_available, views, created)
     VALUES (?, ?, ?, '', NULL, NULL, NULL, '', 0, '', 0, 0, ?, NULL, NULL, 0, 0, 0, ?)`,
  ).run(id, ANONYMOUS_ACCOUNT.nickname, ANONYMOUS_ACCOUNT.email, `c${id.toString(36)}anon`, new Date(now - 365 * DAY).toISOString());
  return id;
}
