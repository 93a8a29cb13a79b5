// Migration 25: two reads of every page that read a whole table (server/feeds/landingPlans.test.ts
// holds the landing pages' statements to seeks):
// - home lists today's birthdays for every viewer, and the server renders home for each
//   signed-in viewer: that read every account on every page;
// - every action that needs a signed-in member (auth/guards.ts) and every socket connection asks
//   whether the account was merged into another: that read every merge.
// Shipped: never edit it; add a new file instead.
import type { Migration } from './migration';

export const migration25: Migration = {
  version: 25,
  description: 'users by birthday; merges by the account merged',
  sql: `
CREATE INDEX users_by_birthday ON users(birth_month, birth_day);
CREATE INDEX user_merges_by_from ON user_merges(from_user_id);
`,
};
