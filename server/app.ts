// Builds the reference backend: store, security headers, sessions, CSRF, API routes, images
// and the built client. main.ts listens; tests call buildApp and use app.inject.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import fastifyCookie from '@fastify/cookie';
import fastifyFormbody from '@fastify/formbody';
import Fastify, { type FastifyInstance } from 'fastify';
import { SessionStore } from './auth/sessions';
import { loadOrCreateSecret } from './auth/tokens';
import type { AppContext } from './context';
import { openDatabase } from './db/database';
import { registerCompression } from './http/compression';
import { registerCsrf } from './http/csrf';
import { registerErrorHandler } from './http/errors';
import { registerSecurityHeaders } from './http/security';
import { registerSpa } from './http/spa';
import { registerAlbumRoutes } from './routes/albums';
import { registerUploadRoutes } from './routes/upload';
import { registerSketchEditRoutes } from './routes/sketchEdit';
import { registerAnalyticsRoutes } from './routes/analytics';
import { registerCommentRoutes } from './routes/comments';
import { registerContentRoutes } from './routes/content';
import { registerDevLoginRoutes } from './routes/devLogin';
import { registerDevToolRoutes } from './routes/devTools';
import { registerFanRoutes } from './routes/fans';
import { registerGalleryRoutes } from './routes/galleries';
import { registerGroupRoutes } from './routes/group';
import { registerHomeRoutes } from './routes/home';
import { registerImageRoutes } from './routes/images';
import { registerPlatformAuthRoutes } from './routes/platformAuth';
import { registerSessionRoutes } from './routes/session';
import { registerStatsRoutes } from './routes/stats';
import { registerSketchActionRoutes } from './routes/sketchActions';
import { registerSketchRoutes } from './routes/sketches';
import { seedIfEmpty } from './seed/index';

export const DATABASE_FILE = 'sketchery.db';

export interface BuildAppOptions {
  dataDir: string;
  distDir: string;
  logger?: boolean;
  /** /api/dev/* routes and the ?nativeShim= test hook. Default true. */
  devTools?: boolean;
  /** Clock in ms; tests pass one they can move. */
  clock?: () => number;
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const dataDir = path.resolve(options.dataDir);
  const distDir = path.resolve(options.distDir);
  const devTools = options.devTools ?? true;
  const clock = options.clock ?? Date.now;
  mkdirSync(dataDir, { recursive: true });

  const db = openDatabase(path.join(dataDir, DATABASE_FILE));
  seedIfEmpty(db, { now: clock() });
  const ctx: AppContext = {
    db,
    clock,
    secret: loadOrCreateSecret(dataDir),
    sessions: new SessionStore(db, clock),
    dataDir,
    devTools,
  };

  const app = Fastify({ logger: options.logger ?? false, trustProxy: false });
  app.addHook('onClose', async () => {
    db.close();
  });
  registerErrorHandler(app);

  // Order matters: headers first, then cookies, then CSRF (needs cookies), then the page
  // fallback (its early replies still carry the headers and cookies set before it).
  await registerSecurityHeaders(app);
  registerCompression(app);
  await app.register(fastifyCookie);
  await app.register(fastifyFormbody);
  registerCsrf(app);

  registerSessionRoutes(app, ctx);
  registerPlatformAuthRoutes(app, ctx);
  registerAnalyticsRoutes(app, ctx);
  registerDevLoginRoutes(app, ctx);
  registerImageRoutes(app, ctx);
  registerHomeRoutes(app, ctx);
  registerGalleryRoutes(app, ctx);
  registerGroupRoutes(app, ctx);
  registerAlbumRoutes(app, ctx);
  registerUploadRoutes(app, ctx);
  registerSketchEditRoutes(app, ctx);
  registerSketchRoutes(app, ctx);
  registerSketchActionRoutes(app, ctx);
  registerCommentRoutes(app, ctx);
  registerFanRoutes(app, ctx);
  registerStatsRoutes(app, ctx);
  registerContentRoutes(app, ctx);
  if (devTools) registerDevToolRoutes(app, ctx);

  await registerSpa(app, { distDir, devTools });
  return app;
}
