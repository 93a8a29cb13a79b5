// Last: every list of every demo account counts as read at the seed's time. The badges then show
// the counts the seed carries over (unread_counts) and what happens from now on; without a mark a
// list counts from the account's creation (data/activity.ts), which for accounts with years of
// seeded activity would be hundreds.
import { markUnmarkedListsRead } from '../data/activity';
import type { SeedContext } from './context';

export function seedReadMarks(ctx: SeedContext): void {
  markUnmarkedListsRead(ctx.db, new Date(ctx.now).toISOString());
}
