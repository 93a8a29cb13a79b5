// Exactly once, in order, for one channel (issue 21): the server numbers each channel's messages
// 1, 2, 3 ... where it stores them, but delivery may cross processes out of that order. This
// keeps `last`, the seq up to which every message has been shown, shows a message only when all
// before it have been, holds later ones back until the gap fills, and drops one it has already.
// A reconnect resumes "since last", so nothing is skipped and nothing comes twice.
import type { ChatMessage, ChatsPayload } from './schemas';

export class ChatSequence {
  private lastNow: number | null = null;
  private readonly held = new Map<number, ChatMessage>();

  /** Every message up to this seq has been shown (null until the channel's first chats). */
  get last(): number | null {
    return this.lastNow;
  }

  /** Messages are held back behind a gap. */
  get waiting(): boolean {
    return this.held.size > 0;
  }

  /** Another channel, or none: nothing shown, nothing held. */
  reset(): void {
    this.lastNow = null;
    this.held.clear();
  }

  /**
   * A chats payload: the latest (a fresh start) or the ones after `last` (a resume). Returns the
   * messages to show, in order, and whether they replace what was shown.
   */
  chats(payload: Pick<ChatsPayload, 'messages' | 'resumed' | 'last'>): { show: ChatMessage[]; replace: boolean } {
    const sorted = [...payload.messages].sort((a, b) => a.seq - b.seq);
    const replace = !payload.resumed || this.lastNow === null;
    const after = replace ? -1 : (this.lastNow ?? 0);
    const show = sorted.filter((message) => message.seq > after && message.seq <= payload.last);
    this.lastNow = replace ? payload.last : Math.max(this.lastNow ?? 0, payload.last);
    return { show: [...show, ...this.drain()], replace };
  }

  /** A live message: the ones to show now, in order (none while a gap is open before it). */
  arrive(message: ChatMessage): ChatMessage[] {
    if (this.lastNow !== null && message.seq <= this.lastNow) return [];
    this.held.set(message.seq, message);
    return this.lastNow === null ? [] : this.drain();
  }

  /** The held messages that now follow `last` without a gap; older held ones are dropped. */
  private drain(): ChatMessage[] {
    const shown: ChatMessage[] = [];
    if (this.lastNow === null) return shown;
    for (const seq of [...this.held.keys()]) if (seq <= this.lastNow) this.held.delete(seq);
    for (let next = this.held.get(this.lastNow + 1); next; next = this.held.get(this.lastNow + 1)) {
      this.held.delete(next.seq);
      this.lastNow = next.seq;
      shown.push(next);
    }
    return shown;
  }
}
