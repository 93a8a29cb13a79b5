// Builds the reference backend: store, security headers, sessions, CSRF, API routes, images
// and the built client. main.ts listens; tests call buildApp and use app.inject.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import fastifyCookie from '@fastify/cookie';
import fastifyFormbody from '@fastify/formbody';
import Fastify, { type FastifyInstance } from 'fastify';
import { SessionStore } from './auth/sessions';
import { loadOrCreateSecret } from './auth/tokens';
import { registerViewer } from './auth/viewer';
import type { AppContext, DomainPlugin } from './context';
import { openDatabase } from './db/database';
import { devAccountStoreRoutes } from './dev/devAccountStore';
import { devLoginRoutes } from './dev/devLogin';
import { devToolRoutes } from './dev/devTools';
import { registerCompression } from './http/compression';
import type { TrustProxy } from './config';
import { registerBodyRules } from './http/bodies';
import { registerCsrf } from './http/csrf';
import { registerOversizedBodyAnswer } from './http/oversizedBodies';
import { clientErrorHandler, frameworkErrors, registerErrorHandler } from './http/errors';
import { registerSecurityHeaders } from './http/security';
import { registerSpa } from './http/spa';
import { countKeptPageView } from './http/keptPageViews';
import { registerDueWork } from './http/dueWork';
import { registerValidation } from './http/validation';
import type { LoadServerRender } from './http/serverRender';
import { albumRoutes } from './routes/albums';
import { challengeRoutes } from './routes/challenges';
import { analyticsRoutes } from './routes/analytics';
import { awardRoutes } from './routes/awards';
import { commentRoutes } from './routes/comments';
import { compoRoutes } from './routes/compos';
import { contentRoutes } from './routes/content';
import { accountStoreRoutes } from './routes/accountStore';
import { discoverRoutes } from './routes/discover';
import { otherSitePartRoutes } from './routes/otherSiteParts';
import { editProfileRoutes } from './routes/editProfile';
import { fanRoutes } from './routes/fans';
import { galleryRoutes } from './routes/galleries';
import { groupRoutes } from './routes/group';
import { groupAssistRoutes } from './routes/groupAssist';
import { homeRoutes } from './routes/home';
import { messageRoutes } from './routes/messages';
import { whiteboardRoutes } from './routes/whiteboard';
import { moderationRoutes } from './routes/moderation';
import { imageRoutes } from './routes/images';
import { platformAuthRoutes } from './routes/platformAuth';
import { profileRoutes } from './routes/profile';
import { sessionRoutes } from './routes/session';
import { sketchRoutes } from './routes/sketches';
import { sketchActionRoutes } from './routes/sketchActions';
import { sketchEditRoutes } from './routes/sketchEdit';
import { statsRoutes } from './routes/stats';
import { streamRoutes } from './routes/streams';
import { uploadRoutes } from './routes/upload';
import { seedIfEmpty } from './seed/index';
import { removeLeftStagedUploads } from './images/stagedUploads';
import { registerAnswerCaching } from './http/answerCaching';
import { databaseProblem, StartupProblem } from './dataDir';

export const DATABASE_FILE = 'sketchery.db';

/** One plugin per domain; each declares its routes' guards (auth/guards.ts). */
const DOMAINS: readonly DomainPlugin[] = [
  sessionRoutes,
  platformAuthRoutes,
  analyticsRoutes,
  // Registered with the surface off too: then it says sign-in is not available here, and it
  // serves the stylesheet of every server-rendered page (dev/devLogin.ts).
  devLoginRoutes,
  imageRoutes,
  homeRoutes,
  galleryRoutes,
  discoverRoutes,
  groupRoutes,
  albumRoutes,
  challengeRoutes,
  uploadRoutes,
  sketchEditRoutes,
  sketchRoutes,
  sketchActionRoutes,
  commentRoutes,
  fanRoutes,
  accountStoreRoutes,
  profileRoutes,
  editProfileRoutes,
  statsRoutes,
  contentRoutes,
  awardRoutes,
  compoRoutes,
  messageRoutes,
  whiteboardRoutes,
  moderationRoutes,
  streamRoutes,
  groupAssistRoutes,
  otherSitePartRoutes,
];

export interface BuildAppOptions {
  dataDir: string;
  distDir: string;
  logger?: boolean;
  /**
   * The development surface: /api/dev/*, the demo sign-in page and the ?nativeShim= and
   * ?csp=off test hooks. Default off; main.ts turns it on for loopback (config.ts).
   */
  devTools?: boolean;
  /** Trust X-Forwarded-* from these proxies (Secure cookies behind TLS). Default off. */
  trustProxy?: TrustProxy;
  /** SQLite's quick check of the database before serving (main.ts; about 0.3 s, which tests skip). */
  checkDatabase?: boolean;
  /** Clock in ms; tests pass one they can move. */
  clock?: () => number;
  /** The site's origin for links sent out of it (PUBLIC_ORIGIN); main.ts sets the address it listens on otherwise. */
  publicOrigin?: string;
  /** The server's render of landing pages (http/serverRender.ts); default: the one built into distDir. */
  serverRender?: LoadServerRender;
  /** How long a render may take before the browser renders the page instead (http/serverRender.ts); default 2 s. */
  serverRenderTimeoutMs?: number;
  /** How long a landing page rendered for visitors serves the next ones (http/visitorRenders.ts); default 0, never. */
  visitorRenderMemoryMs?: number;
  /** How long figures every viewer shares are reused (AppContext.sharedFiguresMemoryMs); default 0, never. */
  sharedFiguresMemoryMs?: number;
}

/** The origin of links sent out of a server built without one (tests that never listen). */
export const DEFAULT_PUBLIC_ORIGIN = 'http://127.0.0.1:8080';

/** A number of hops as the function Fastify applies to one (its types take no number). */
const fastifyTrustProxy = (setting: TrustProxy) =>
  typeof setting === 'number' ? (_address: string, hop: number) => hop < setting : setting;

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const dataDir = path.resolve(options.dataDir);
  const distDir = path.resolve(options.distDir);
  const devTools = options.devTools ?? false;
  const clock = options.clock ?? Date.now;
  mkdirSync(dataDir, { recursive: true });

  const db = openDatabase(path.join(dataDir, DATABASE_FILE));
  const damaged = options.checkDatabase ? databaseProblem(db, path.join(dataDir, DATABASE_FILE)) : null;
  if (damaged) {
    db.close();
    throw new StartupProblem(damaged);
  }
  seedIfEmpty(db, { now: clock() });
  // Files' times are the real clock's, not the one tests move.
  removeLeftStagedUploads(dataDir, Date.now());
  const ctx: AppContext = {
    db,
    clock,
    secret: loadOrCreateSecret(dataDir),
    sessions: new SessionStore(db, clock),
    dataDir,
    devTools,
    publicOrigin: options.publicOrigin ?? DEFAULT_PUBLIC_ORIGIN,
    sharedFiguresMemoryMs: options.sharedFiguresMemoryMs ?? 0,
  };

  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: fastifyTrustProxy(options.trustProxy ?? false),
    // The framework's answers before routing get the error shape and the security headers too.
    frameworkErrors,
    clientErrorHandler,
  });
  app.addHook('onClose', async () => {
    db.close();
  });
  registerErrorHandler(app);

  // Order matters: headers first, then cookies, then CSRF (needs cookies), then who is asking,
  // then the page fallback (its early replies still carry the headers and cookies set before
  // it). All of these are on the root instance before the domains are registered, because an
  // encapsulated plugin inherits only the hooks that exist when it loads.
  app.decorate('ctx', ctx);
  registerSecurityHeaders(app);
  registerCompression(app);
  registerAnswerCaching(app);
  registerOversizedBodyAnswer(app);
  await app.register(fastifyCookie);
  await app.register(fastifyFormbody);
  registerBodyRules(app);
  registerCsrf(app);
  registerViewer(app, ctx);
  registerValidation(app);
  registerDueWork(app, ctx);
  await registerSpa(app, {
    distDir,
    devTools,
    clock,
    visitorRenderMemoryMs: options.visitorRenderMemoryMs ?? 0,
    onSharedPage: (request) => countKeptPageView(ctx, request),
    ...(options.serverRender ? { serverRender: options.serverRender } : {}),
    ...(options.serverRenderTimeoutMs !== undefined ? { serverRenderTimeoutMs: options.serverRenderTimeoutMs } : {}),
  });

  // The rest of the development surface (server/dev/) exists only while it is on.
  for (const domain of devTools ? [...DOMAINS, devToolRoutes, devAccountStoreRoutes] : DOMAINS) await app.register(domain, { ctx });
  return app;
}
