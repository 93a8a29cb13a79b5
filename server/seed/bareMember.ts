// A member with an account and a chat id and nothing else: no sketches, fans, comments or
// messages (the new member and the 'Anonymous' account). Takes the next free user id, so the
// seeds that call it run after the generated users.
import type { SeedContext } from './context';

const DAY = 86_400_000;

export interface BareMember {
  nickname: string;
  email: string;
  /** Ends the chat id (`c{id in base 36}{suffix}`), so it stays unique and recognisable. */
  chatIdSuffix: string;
  heartsAvailable: number;
  joinedDaysAgo: number;
}

/** Inserts the member and returns their id. */
export function insertBareMember({ db, now }: SeedContext, member: BareMember): number {
  const id = (db.prepare('SELECT max(id) FROM users').pluck().get() as number) + 1;
  db.prepare(
    `INSERT INTO users (id, nickname, email, about, country, birth_day, birth_month, gender, glops,
      icons, thumbs, mature, chat_id, apple_id, patron_since, hearts_available, stars_available, views, created)
     VALUES (?, ?, ?, '', NULL, NULL, NULL, '', 0, '', 0, 0, ?, NULL, NULL, ?, 0, 0, ?)`,
  ).run(id, member.nickname, member.email, `c${id.toString(36)}${member.chatIdSuffix}`, member.heartsAvailable, new Date(now - member.joinedDaysAgo * DAY).toISOString());
  return id;
}
