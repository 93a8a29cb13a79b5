// The chat's lists as a client sees them: the full channel and user lists and the deltas after
// them folded in arrival order (the client's own rules, src/realtime/chat/chatMessages.ts).
import * as v from 'valibot';
import { withChannelDelta, withUserDelta } from '../../src/realtime/chat/chatMessages';
import { CHAT_EVENTS as E, channelDeltaPayload, channelListPayload, userDeltaPayload, userListPayload, type ChannelInfo, type ChatUser } from '../../src/realtime/chat/schemas';
import type { RecordingClient } from '../../server/realtime/testing/socketClient';

export interface ChatLists {
  users: () => ChatUser[];
  channels: () => ChannelInfo[];
  /** Every list and delta received, in order (sizes are what the presence costs). */
  payloads: { event: string; payload: unknown }[];
}

/** Follows the lists from now on (attach before auth). */
export function followLists(client: RecordingClient): ChatLists {
  let users: ChatUser[] = [];
  let channels: ChannelInfo[] = [];
  let current = '';
  const payloads: ChatLists['payloads'] = [];
  client.socket.onAny((event: string, payload: unknown) => {
    if (event === E.channel) {
      current = (payload as { name: string }).name;
      return;
    }
    if (event === E.userList) users = v.parse(userListPayload, payload);
    else if (event === E.userDelta) {
      const delta = v.parse(userDeltaPayload, payload);
      if (delta.channel === current) users = withUserDelta(users, delta);
    }
    else if (event === E.channelList) channels = v.parse(channelListPayload, payload);
    else if (event === E.channelDelta) channels = withChannelDelta(channels, v.parse(channelDeltaPayload, payload));
    else return;
    payloads.push({ event, payload });
  });
  return { users: () => users, channels: () => channels, payloads };
}
