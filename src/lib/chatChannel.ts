// Chat channel names (spec part 2 §5): lowercased, spaces become dashes, other characters
// stripped. Shared by the chat box, the /chat/{room} route and the server.

/** The channel everyone lands in when none (or an unusable one) is asked for. */
export const DEFAULT_CHANNEL = 'lobby';
export const MAX_CHANNEL_LENGTH = 40;
/** The whiteboard's chat panel (spec part 2 §2 "Whiteboard"). */
export const WHITEBOARD_CHANNEL = 'whiteboard';
/** The house's channels: made by nobody, never expiring, whoever opens them first. */
export const HOUSE_CHANNELS: readonly string[] = [DEFAULT_CHANNEL, WHITEBOARD_CHANNEL];
/** Channels a user may have made at a time (an unused one expires; server/realtime/chat/channels.ts). */
export const MAX_OWN_CHANNELS = 3;

/**
 * Exactly the spec's rule, accented letters stripped too (Café is caf): the drawing app names
 * channels by the same rule, and a name folded differently here would be another channel.
 */
export function normalizeChannel(raw: string): string {
  return raw
    .toLowerCase()
    .replace(/ /g, '-')
    .replace(/[^a-z0-9-]/g, '')
    .slice(0, MAX_CHANNEL_LENGTH);
}
