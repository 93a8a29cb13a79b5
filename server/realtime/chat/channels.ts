// The chat's channels (issue 21 "Channels"): the house's channels (seeded, and HOUSE_CHANNELS such
// as the whiteboard's; created_by NULL) stay listed; one that a user's /join makes is theirs, counts toward their limit and expires from the
// list (with its history) once nobody has used it for CHANNEL_IDLE_MS. "Used" is a message, a join,
// or someone in it when the presence is counted (presence.ts touches the occupied ones first).
import type { AppContext } from '../../context';
import {
  chatChannelTopic,
  expireUserChatChannels,
  insertChatChannel,
  listedChatChannels,
  ownChatChannelCount,
  touchChatChannel,
  touchUserChatChannels,
} from '../../data/chat';
import { HOUSE_CHANNELS, MAX_OWN_CHANNELS } from '../../../src/lib/chatChannel';
import { CHANNEL_LIMIT_TEXT } from '../../../src/lib/chatTexts';
import { writeTransaction } from '../../db/database';
/** An unused channel made by a user leaves the list after this long. */
export const CHANNEL_IDLE_MS = 10 * 60_000;

export type Opened = { ok: true; topic: string } | { ok: false; error: string };

export class ChatChannels {
  constructor(private readonly ctx: AppContext) {}

  /** Opens the channel for `userId`, making it theirs if it does not exist (within their limit). */
  open(name: string, userId: number): Opened {
    const { db } = this.ctx;
    const now = this.ctx.clock();
    return writeTransaction(db, (): Opened => {
      const topic = chatChannelTopic(db, name);
      if (topic !== undefined) {
        touchChatChannel(db, name, now);
        return { ok: true, topic };
      }
      const house = HOUSE_CHANNELS.includes(name);
      const own = ownChatChannelCount(db, userId);
      if (!house && own >= MAX_OWN_CHANNELS) return { ok: false, error: CHANNEL_LIMIT_TEXT };
      insertChatChannel(db, { name, created: new Date(now).toISOString(), created_by: house ? null : userId, last_active: now });
      return { ok: true, topic: '' };
    });
  }

  /** The channels have someone in them now. */
  touch(names: Iterable<string>): void {
    const { db } = this.ctx;
    const now = this.ctx.clock();
    writeTransaction(db, () => touchUserChatChannels(db, names, now));
  }

  /** Removes the users' channels unused for CHANNEL_IDLE_MS, with their messages; their names. */
  expire(): string[] {
    const { db } = this.ctx;
    return writeTransaction(db, () => expireUserChatChannels(db, this.ctx.clock() - CHANNEL_IDLE_MS));
  }

  listed(): string[] {
    return listedChatChannels(this.ctx.db);
  }
}
