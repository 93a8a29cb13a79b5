// Users: the six demo accounts, then believable artists with heavy-tailed activity.
import type { UserRow } from '../data/users';
import { DAY, iso, type SeedContext } from './context';
import { COUNTRY_CODES } from './countries';
import { DEMO_ACCOUNTS, DEMO_FACTS } from './demoAccounts';
import { ABOUT_SENTENCES, NICK_NAMES, NICK_NOUNS, NICK_PREFIXES } from './words';

export const USER_COUNT = 400;

export interface SeededUser {
  id: number;
  createdMs: number;
  /** Relative weight for how many sketches the user uploads (0 = lurker). */
  activity: number;
  /** Relative weight for how many fans, hearts and comments the user attracts. */
  popularity: number;
  mature: boolean;
}

/** The columns the seed sets (the users row of data/users.ts); the rest keep their defaults. */
type SeedUserRow = Pick<
  UserRow,
  | 'id' | 'nickname' | 'email' | 'about' | 'country' | 'birth_day' | 'birth_month' | 'gender' | 'glops' | 'icons' | 'thumbs'
  | 'mature' | 'chat_id' | 'apple_id' | 'patron_since' | 'hearts_available' | 'stars_available' | 'views' | 'created'
>;

/** Per-demo-account overrides of the generated values. */
const DEMO_OVERRIDES: Record<number, Partial<SeedUserRow> & { activity: number; popularity: number }> = {
  1: { icons: '', mature: 0, glops: 18_420, activity: 60, popularity: 60, about: 'Ink, coffee and cats. I post a sketch most days.' },
  2: { icons: 'p', patron_since: DEMO_FACTS.patronSince, glops: 5_230, activity: 6, popularity: 8 },
  3: { icons: 'g', glops: 3_100, activity: 5, popularity: 6 },
  4: { icons: 'm', thumbs: 1, glops: 9_800, activity: 4, popularity: 6 },
  5: { glops: 240, activity: 2, popularity: 1 },
  6: { glops: 120, activity: 2, popularity: 1 },
};

function makeNickname(ctx: SeedContext, taken: Set<string>): string {
  const { rng } = ctx;
  for (;;) {
    const name = rng.pick(NICK_NAMES);
    const nickname = rng.weighted<() => string>([
      [() => rng.pick(NICK_PREFIXES) + name, 5],
      [() => `${name.toLowerCase()}.${rng.pick(NICK_NOUNS)}`, 2],
      [() => `${name}_${rng.pick(NICK_NOUNS)}`, 2],
      [() => `${rng.pick(NICK_PREFIXES)}${name}${rng.int(2, 99)}`, 2],
      [() => `${name.toLowerCase()}${rng.pick(NICK_PREFIXES).toLowerCase()}`, 1],
    ])();
    if (!taken.has(nickname.toLowerCase())) {
      taken.add(nickname.toLowerCase());
      return nickname;
    }
  }
}

function generatedUser(ctx: SeedContext, id: number, nickname: string): SeedUserRow {
  const { rng, now } = ctx;
  const iconRoll = rng.next();
  const icons = iconRoll < 0.05 ? 'p' : iconRoll < 0.07 ? 'g' : iconRoll < 0.08 ? 'm' : '';
  const created = now - rng.int(3, 1100) * DAY - rng.int(0, DAY);
  const hasBirthday = rng.chance(0.8);
  const aboutCount = rng.weighted([[0, 2], [1, 4], [2, 3], [3, 1]] as const);
  return {
    id,
    nickname,
    email: `${nickname.toLowerCase().replace(/[^a-z0-9]+/g, '.')}@example.com`,
    about: rng.sample(ABOUT_SENTENCES, aboutCount).join(' '),
    country: rng.chance(0.85) ? rng.pick(COUNTRY_CODES) : null,
    birth_day: hasBirthday ? rng.int(1, 28) : null,
    birth_month: hasBirthday ? rng.int(1, 12) : null,
    gender: rng.weighted([['', 4], ['female', 3], ['male', 3], ['other', 1]] as const),
    glops: rng.powerLaw(0, 60_000, 1.6),
    icons,
    thumbs: icons === 'm' ? 1 : 0,
    mature: rng.chance(0.3) ? 1 : 0,
    chat_id: null,
    apple_id: rng.chance(0.2) ? `apple-u${id}` : null,
    patron_since: icons === 'p' ? iso(created + rng.int(30, 700) * DAY).slice(0, 10) : null,
    hearts_available: rng.int(0, 20),
    stars_available: rng.int(0, 5),
    views: rng.powerLaw(0, 5_000, 1.8),
    created: iso(created),
  };
}

export function seedUsers(ctx: SeedContext): SeededUser[] {
  const { db, rng, now } = ctx;
  const insert = db.prepare(`
    INSERT INTO users (id, nickname, email, about, country, birth_day, birth_month, gender, glops,
      icons, thumbs, mature, chat_id, apple_id, patron_since, hearts_available, stars_available, views, created)
    VALUES (@id, @nickname, @email, @about, @country, @birth_day, @birth_month, @gender, @glops,
      @icons, @thumbs, @mature, @chat_id, @apple_id, @patron_since, @hearts_available, @stars_available, @views, @created)`);
  const taken = new Set<string>(DEMO_ACCOUNTS.map((account) => account.nickname.toLowerCase()));
  const users: SeededUser[] = [];

  for (let id = 1; id <= USER_COUNT; id++) {
    const demo = DEMO_ACCOUNTS.find((account) => account.id === id);
    const row = generatedUser(ctx, id, demo ? demo.nickname : makeNickname(ctx, taken));
    let activity = rng.chance(0.25) ? 0 : rng.powerLaw(1, 40, 1.7);
    let popularity = rng.powerLaw(1, 50, 1.9);
    if (demo) {
      const { activity: demoActivity, popularity: demoPopularity, ...overrides } = DEMO_OVERRIDES[id] ?? {
        activity: 1,
        popularity: 1,
      };
      Object.assign(row, { apple_id: demo.appleSub, thumbs: 0, icons: '', patron_since: null, mature: 0 }, overrides);
      row.created = iso(now - (1000 - id) * DAY);
      activity = demoActivity;
      popularity = demoPopularity;
    }
    // Every demo account can chat; most others too.
    if (demo || rng.chance(0.85)) row.chat_id = `c${id.toString(36)}${rng.int(0x1000, 0xffff).toString(16)}`;
    insert.run(row);
    users.push({ id, createdMs: Date.parse(row.created), activity, popularity, mature: row.mature === 1 });
  }

  seedBans(ctx);
  return users;
}

function seedBans(ctx: SeedContext): void {
  const { db, rng, now } = ctx;
  const insert = db.prepare(`
    INSERT INTO bans (user_id, duration, date_start, date_end, reason, offenses, accepted, by_user_id)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?)`);
  const warnedAt = now - 2 * DAY;
  insert.run(5, 0, iso(warnedAt), null, DEMO_FACTS.warningReason, 1, 0, 4);
  const suspendedAt = now - DAY;
  const suspensionEnd = suspendedAt + DEMO_FACTS.suspensionHours * 3_600_000;
  insert.run(6, DEMO_FACTS.suspensionHours, iso(suspendedAt), iso(suspensionEnd), DEMO_FACTS.suspensionReason, 2, 0, 4);
  // History for the moderators' ban list: accepted warnings and suspensions that have ended.
  for (let i = 0; i < 12; i++) {
    const userId = rng.int(DEMO_FACTS.firstOtherUserId, USER_COUNT);
    const duration = rng.pick([0, 1, 3, 24, 168, 720]);
    const start = now - rng.int(40, 600) * DAY;
    const end = duration > 0 ? iso(start + duration * 3_600_000) : null;
    insert.run(userId, duration, iso(start), end, rng.pick(['Spam', 'Rude comments', 'Stolen artwork', 'Off-topic posts']), 1, 1, 4);
  }
}
