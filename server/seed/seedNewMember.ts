// A member who joined three days ago and whom nobody has noticed yet: no sketches, no fans, no
// comments, no messages. Signing in as them (the development sign-in page lists them) shows the
// activity lists, the messages and the fans lists empty, as a new member sees them.
import type { SeedContext } from './context';

export const NEW_MEMBER_NICKNAME = 'NewcomerNia';
const DAY = 86_400_000;

export function seedNewMember(ctx: SeedContext): number {
  const { db, now } = ctx;
  const id = (db.prepare('SELECT max(id) FROM users').pluck().get() as number) + 1;
  db.prepare(
    `INSERT INTO users (id, nickname, email, about, country, birth_day, birth_month, gender, glops,
      icons, thumbs, mature, chat_id, apple_id, patron_since, hearts_available, stars_available, views, created)
     VALUES (?, ?, ?, '', NULL, NULL, NULL, '', 0, '', 0, 0, ?, NULL, NULL, 3, 0, 0, ?)`,
  ).run(id, NEW_MEMBER_NICKNAME, 'newcomer.nia@example.com', `c${id.toString(36)}new`, new Date(now - 3 * DAY).toISOString());
  return id;
}
