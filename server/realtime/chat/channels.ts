// The chat's channels (issue 21 "Channels"): the house's channels (seeded, and HOUSE_CHANNELS such
// as the whiteboard's; created_by NULL) stay listed; one that a user's /join makes is theirs, counts toward their limit and expires from the
// list (with its history) once nobody has used it for CHANNEL_IDLE_MS. "Used" is a message, a join,
// or someone in it when the presence is counted (presence.ts touches the occupied ones first).
import type { AppContext } from '../../context';
import { HOUSE_CHANNELS, MAX_OWN_CHANNELS } from '../../../src/lib/chatChannel';
import { CHANNEL_LIMIT_TEXT } from '../../../src/lib/chatTexts';
/** An unused channel made by a user leaves the list after this long. */
export const CHANNEL_IDLE_MS = 10 * 60_000;

export type Opened = { ok: true; topic: string } | { ok: false; error: string };

export class ChatChannels {
  constructor(private readonly ctx: AppContext) {}

  /** Opens the channel for `userId`, making it theirs if it does not exist (within their limit). */
  open(name: string, userId: number): Opened {
    const { db } = this.ctx;
    const now = this.ctx.clock();
    return db.transaction((): Opened => {
      const topic = db.prepare('SELECT topic FROM chat_channels WHERE name = ?').pluck().get(name) as string | undefined;
      if (topic !== undefined) {
        db.prepare('UPDATE chat_channels SET last_active = ? WHERE name = ?').run(now, name);
        return { ok: true, topic };
      }
      const house = HOUSE_CHANNELS.includes(name);
      const own = db.prepare('SELECT count(*) FROM chat_channels WHERE created_by = ?').pluck().get(userId) as number;
      if (!house && own >= MAX_OWN_CHANNELS) return { ok: false, error: CHANNEL_LIMIT_TEXT };
      db.prepare('INSERT INTO chat_channels (name, created, created_by, last_active) VALUES (?, ?, ?, ?)').run(name, new Date(now).toISOString(), house ? null : userId, now);
      return { ok: true, topic: '' };
    }).immediate();
  }

  /** The channels have someone in them now. */
  touch(names: Iterable<string>): void {
    const { db } = this.ctx;
    const update = db.prepare('UPDATE chat_channels SET last_active = ? WHERE name = ? AND created_by IS NOT NULL');
    const now = this.ctx.clock();
    db.transaction(() => {
      for (const name of names) update.run(now, name);
    })();
  }

  /** Removes the users' channels unused for CHANNEL_IDLE_MS, with their messages; their names. */
  expire(): string[] {
    const { db } = this.ctx;
    return db.transaction(() => {
      const names = db
        .prepare('DELETE FROM chat_channels WHERE created_by IS NOT NULL AND last_active < ? RETURNING name')
        .pluck()
        .all(this.ctx.clock() - CHANNEL_IDLE_MS) as string[];
      const drop = db.prepare('DELETE FROM chat_messages WHERE channel = ?');
      for (const name of names) drop.run(name);
      return names;
    })();
  }

  listed(): string[] {
    return this.ctx.db.prepare('SELECT name FROM chat_channels WHERE listed = 1 ORDER BY name').pluck().all() as string[];
  }
}
