// Watching one live stream over the stream socket (spec part 2 §7: events connect, audio, frame,
// auth {chatId, stream, userId}). A plain class on the shared RealtimeConnection: it
// authenticates on every (re)connect, hands on the frames and audio of its stream (a payload
// that does not parse, or is for another stream, is dropped), and says why the server refused.
// When the server says the stream ended (`end`), it says so once and closes the connection: no
// more pictures are expected and no reconnect is tried. When the server takes the user's access
// away while watching (`refused`: a ban, a logout ...), it says why the same way and closes too.
import * as v from 'valibot';
import { RealtimeConnection, type SocketFactory } from '../connection';
import {
  STREAM_EVENTS,
  STREAM_NAMESPACE,
  StreamAudioSchema,
  StreamAuthReplySchema,
  StreamEndSchema,
  StreamFrameSchema,
  StreamRefusedSchema,
  type StreamAudio,
  type StreamAuthReply,
  type StreamFrame,
} from './schemas';

export type StreamRefusal = Extract<StreamAuthReply, { ok: false }>['error'];

export interface StreamViewerOptions {
  stream: number;
  userId: number;
  /** The user's chat id ('' for a user without one). */
  chatId: string;
  factory?: SocketFactory;
}

type Handler<T> = (value: T) => void;

export class StreamViewer {
  readonly connection: RealtimeConnection;
  private refusalNow: StreamRefusal | null = null;
  /** The server's own text for the refusal (a ban's, with its length), when it sent one. */
  refusalText = '';
  private readonly frameHandlers = new Set<Handler<StreamFrame>>();
  private readonly audioHandlers = new Set<Handler<StreamAudio>>();
  private readonly refusalHandlers = new Set<Handler<StreamRefusal | null>>();
  private readonly endHandlers = new Set<Handler<void>>();
  private readonly joinedHandlers = new Set<Handler<void>>();
  private endedNow = false;
  /** Payloads dropped because they did not parse (tests and the curious read it). */
  dropped = 0;

  constructor(private readonly options: StreamViewerOptions) {
    this.connection = new RealtimeConnection({
      namespace: STREAM_NAMESPACE,
      factory: options.factory,
      onConnect: (connection) => this.authenticate(connection),
    });
    this.connection.on(STREAM_EVENTS.frame, (payload) => this.receive(StreamFrameSchema, payload, this.frameHandlers));
    this.connection.on(STREAM_EVENTS.audio, (payload) => this.receive(StreamAudioSchema, payload, this.audioHandlers));
    this.connection.on(STREAM_EVENTS.end, (payload) => this.end(payload));
    this.connection.on(STREAM_EVENTS.refused, (payload) => {
      const parsed = v.safeParse(StreamRefusedSchema, payload);
      if (!parsed.success) {
        this.dropped += 1;
        return;
      }
      // An answer, not an outage: reconnecting would get the same.
      this.connection.close();
      this.refusalText = parsed.output.message;
      this.setRefusal(parsed.output.error);
    });
  }

  /** The stream has ended (the connection is closed). */
  get ended(): boolean {
    return this.endedNow;
  }

  /** Why the server would not let the user watch (null while it does). */
  get refusal(): StreamRefusal | null {
    return this.refusalNow;
  }

  onFrame(handler: Handler<StreamFrame>): () => void {
    this.frameHandlers.add(handler);
    return () => this.frameHandlers.delete(handler);
  }

  onAudio(handler: Handler<StreamAudio>): () => void {
    this.audioHandlers.add(handler);
    return () => this.audioHandlers.delete(handler);
  }

  onRefusal(handler: Handler<StreamRefusal | null>): () => void {
    this.refusalHandlers.add(handler);
    return () => this.refusalHandlers.delete(handler);
  }

  onEnd(handler: Handler<void>): () => void {
    this.endHandlers.add(handler);
    return () => this.endHandlers.delete(handler);
  }

  /** The server let the user in (at every (re)connect): they are now counted among its watchers. */
  onJoined(handler: Handler<void>): () => void {
    this.joinedHandlers.add(handler);
    return () => this.joinedHandlers.delete(handler);
  }

  /** Joins: connects (socket.io-client loads now) and authenticates. */
  start(): Promise<void> {
    return this.connection.open();
  }

  close(): void {
    this.connection.close();
    this.frameHandlers.clear();
    this.audioHandlers.clear();
    this.refusalHandlers.clear();
    this.endHandlers.clear();
    this.joinedHandlers.clear();
  }

  /** auth on every connect; a refusal is an answer (not a lost line), so it is not retried. */
  private async authenticate(connection: RealtimeConnection): Promise<void> {
    const { stream, userId, chatId } = this.options;
    const answer = v.safeParse(StreamAuthReplySchema, await connection.request(STREAM_EVENTS.auth, { chatId, stream, userId }));
    if (!answer.success) throw new Error('The server answered auth with something else.');
    this.refusalText = answer.output.ok ? '' : (answer.output.message ?? '');
    this.setRefusal(answer.output.ok ? null : answer.output.error);
    if (answer.output.ok) for (const handler of [...this.joinedHandlers]) handler();
  }

  private setRefusal(refusal: StreamRefusal | null): void {
    if (refusal === this.refusalNow) return;
    this.refusalNow = refusal;
    for (const handler of [...this.refusalHandlers]) handler(refusal);
  }

  private end(payload: unknown): void {
    const parsed = v.safeParse(StreamEndSchema, payload);
    if (!parsed.success || parsed.output.stream !== this.options.stream) {
      this.dropped += 1;
      return;
    }
    if (this.endedNow) return;
    this.endedNow = true;
    this.connection.close();
    for (const handler of [...this.endHandlers]) handler();
  }

  private receive<S extends typeof StreamFrameSchema | typeof StreamAudioSchema>(schema: S, payload: unknown, handlers: Set<Handler<v.InferOutput<S>>>): void {
    // Nothing more is expected once the stream ended (a frame still on its way is not shown).
    if (this.endedNow) return;
    const parsed = v.safeParse(schema, payload);
    if (!parsed.success || parsed.output.stream !== this.options.stream) {
      this.dropped += 1;
      return;
    }
    for (const handler of [...handlers]) handler(parsed.output);
  }
}
