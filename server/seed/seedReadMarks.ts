// Last: every list of every demo account counts as read at the seed's time. The badges then show
// the counts the seed carries over (unread_counts) and what happens from now on; without a mark a
// list counts from the account's creation (data/activity.ts), which for accounts with years of
// seeded activity would be hundreds.
import type { SeedContext } from './context';

export function seedReadMarks(ctx: SeedContext): void {
  ctx.db
    .prepare(
      `INSERT OR IGNORE INTO activity_reads (user_id, kind, read_at)
       SELECT u.id, k.kind, ? FROM users u
       CROSS JOIN (SELECT 'notifications' AS kind UNION ALL SELECT 'replies' UNION ALL SELECT 'uploads') k`,
    )
    .run(new Date(ctx.now).toISOString());
}
