// The chat messages typed but not yet acknowledged, kept in this tab's sessionStorage so that a
// reload loses none of them (the house rule: a failure never loses what the user typed). A client
// that starts in a channel sends its kept messages again with their client ids, which the server
// answers with the stored message when it had one already: still exactly once (issue 21).
// sessionStorage: this tab's alone, so another tab sends nothing twice and nothing is left on a
// shared device after the tab closes. What the storage holds is parsed: bad entries are dropped.
import * as v from 'valibot';
import { loadDraft, saveDraft } from '../../lib/drafts';
import { chatPayload } from './schemas';

/** Where the kept messages live: the tab's sessionStorage, or the test's. */
export interface OutboxStorage {
  load(key: string): string;
  save(key: string, text: string): void;
}

export const sessionOutboxStorage: OutboxStorage = {
  load: (key) => loadDraft('session', key),
  save: (key, text) => saveDraft('session', key, text),
};

/** More than anyone types offline; the oldest go first beyond it. */
export const OUTBOX_KEPT_MAX = 50;

const keptMessage = v.object({ ...chatPayload.entries, channel: v.string() });
export type KeptMessage = v.InferOutput<typeof keptMessage>;

const keyOf = (chatId: string) => `chat-outbox:${chatId}`;

/** The messages kept for the chat user `chatId`, in the order typed; unreadable storage keeps none. */
export function keptMessages(storage: OutboxStorage, chatId: string): KeptMessage[] {
  const text = storage.load(keyOf(chatId));
  if (!text) return [];
  try {
    const parsed = v.safeParse(v.array(v.unknown()), JSON.parse(text));
    if (!parsed.success) throw new Error('not a list');
    return parsed.output.flatMap((entry) => {
      const kept = v.safeParse(keptMessage, entry);
      return kept.success ? [kept.output] : [];
    });
  } catch (error) {
    console.warn('chat outbox unreadable, dropped', error);
    return [];
  }
}

function keep(storage: OutboxStorage, chatId: string, messages: readonly KeptMessage[]): void {
  storage.save(keyOf(chatId), messages.length === 0 ? '' : JSON.stringify(messages.slice(-OUTBOX_KEPT_MAX)));
}

export function keepMessage(storage: OutboxStorage, chatId: string, message: KeptMessage): void {
  keep(storage, chatId, [...keptMessages(storage, chatId).filter((kept) => kept.clientId !== message.clientId), message]);
}

/** The server answered the message for good (stored, or refused): it is kept no longer. */
export function forgetMessage(storage: OutboxStorage, chatId: string, clientId: string): void {
  const kept = keptMessages(storage, chatId);
  const left = kept.filter((message) => message.clientId !== clientId);
  if (left.length !== kept.length) keep(storage, chatId, left);
}
