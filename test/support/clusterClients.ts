// Clients of a two-process cluster (testing/cluster.ts) for the Redis tests: raw recording
// sockets, and the app's own ChatClient on a socket.io-client socket of one process (signed in
// with the user's cookie), closed together after the file.
import { io, type Socket } from 'socket.io-client';
import { ChatClient, type ChatClientOptions } from '../../src/realtime/chat/chatClient';
import type { SocketFactory } from '../../src/realtime/connection';
import type { Cluster } from '../../server/realtime/testing/cluster';
import { recordingClient, type RecordingClient } from '../../server/realtime/testing/socketClient';

export interface ClusterClients {
  /** A recording socket of `namespace` on process `processIndex`, signed in as the user (a new session, or `cookie`'s). */
  raw: (processIndex: number, namespace: string, userId: number, cookie?: string) => RecordingClient;
  /** The chat client of the app signed in as the user on process `processIndex`; `sockets` lists its sockets. */
  chat: (processIndex: number, userId: number, options?: Partial<ChatClientOptions>) => { client: ChatClient; sockets: Socket[] };
  chatIdOf: (userId: number) => string;
  /** Users with a chat id and no ban, for as many senders as a test needs. */
  chatters: (count: number, skip?: number) => number[];
  closeAll: () => void;
}

export function clusterClients(cluster: () => Cluster): ClusterClients {
  const raws: RecordingClient[] = [];
  const chats: ChatClient[] = [];
  const chatIdOf = (userId: number) => cluster().query<{ chat_id: string }>('SELECT chat_id FROM users WHERE id = ?', userId)[0]?.chat_id ?? '';
  return {
    raw: (processIndex, namespace, userId, cookie) => {
      const made = recordingClient(`${cluster().urls[processIndex]}${namespace}`, { cookie: cookie ?? cluster().cookieFor(userId) });
      raws.push(made);
      return made;
    },
    chat: (processIndex, userId, options = {}) => {
      const sockets: Socket[] = [];
      const cookie = cluster().cookieFor(userId);
      const factory: SocketFactory = async (namespace, { timeout }) => {
        const socket = io(`${cluster().urls[processIndex]}${namespace}`, { autoConnect: false, reconnection: false, timeout, transports: ['websocket'], forceNew: true, extraHeaders: { cookie } });
        sockets.push(socket);
        return socket as never;
      };
      const client = new ChatClient({ chatId: chatIdOf(userId), ...options, connection: { factory, ...options.connection } });
      chats.push(client);
      return { client, sockets };
    },
    chatIdOf,
    chatters: (count, skip = 0) =>
      cluster()
        .query<{ id: number }>('SELECT id FROM users WHERE chat_id IS NOT NULL AND id > 10 AND id NOT IN (SELECT user_id FROM bans) ORDER BY id LIMIT ? OFFSET ?', count, skip)
        .map((row) => row.id),
    closeAll: () => {
      for (const made of raws.splice(0)) made.close();
      for (const client of chats.splice(0)) client.close();
    },
  };
}
