// What route modules share: the store, the clock, the token secret and the session store.
// Each domain is a Fastify plugin that gets it in its options; the root instance also carries
// it as `app.ctx` for hooks and guards, which only see the request (request.server.ctx).
import type { FastifyBaseLogger, FastifyInstance, RawReplyDefaultExpression, RawRequestDefaultExpression, RawServerDefault } from 'fastify';
import type { ValibotTypeProvider } from './http/validation';
import type { Db } from './db/database';
import type { SessionStore } from './auth/sessions';

export interface AppContext {
  db: Db;
  /** Milliseconds since the epoch; injectable so tests can move time forward. */
  clock: () => number;
  secret: Buffer;
  sessions: SessionStore;
  dataDir: string;
  devTools: boolean;
  /** The site's origin for links sent out of it (e-mails): config.ts's publicOrigin, or the address listened on. */
  publicOrigin: string;
  /**
   * How long the figures every viewer shares (the trending scores, the site's counts on home) are
   * reused before they are read again: SHARED_FIGURES_MEMORY_MS on the server, 0 in tests (every
   * read is fresh, so a test sees its own writes at once).
   */
  sharedFiguresMemoryMs: number;
}

/** The server's sharedFiguresMemoryMs: a heart or a new sketch shows in them at most this late. */
export const SHARED_FIGURES_MEMORY_MS = 1000;

/** The options every domain plugin is registered with: app.register(sketchRoutes, { ctx }). */
export interface DomainOptions {
  ctx: AppContext;
}

/** The instance a domain adds its routes to: handlers get the parsed body, query and path of the schemas they declare. */
export type DomainApp = FastifyInstance<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, FastifyBaseLogger, ValibotTypeProvider>;

/** A domain's routes, registered as one encapsulated plugin. */
export type DomainPlugin = (app: DomainApp, options: DomainOptions) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    readonly ctx: AppContext;
  }
}
