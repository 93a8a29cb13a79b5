// Entry point: `npx tsx server/main.ts`. The environment (PORT, HOST, DATA_DIR, DIST_DIR,
// DEV_TOOLS, TRUST_PROXY, LOG_REQUESTS, PUBLIC_ORIGIN, SERVER_RENDER) is read by config.ts and described in server/README.md.
import { PRODUCT_NAME } from '../src/lib/product';
import path from 'node:path';
import { buildApp, DATABASE_FILE } from './app';
import { dataDirProblem, StartupProblem, startupProblemText } from './dataDir';
import { configFromEnv } from './config';
import { SHARED_FIGURES_MEMORY_MS } from './context';
import { VISITOR_RENDER_MEMORY_MS } from './http/visitorRenders';
import { attachRealtime } from './realtime/attach';

/** The database's file, once the settings are read: named by a message about it. */
let databaseFile = DATABASE_FILE;

async function main(): Promise<void> {
  const config = configFromEnv(process.env);
  databaseFile = path.join(config.dataDir, DATABASE_FILE);
  const folderProblem = dataDirProblem(config.dataDir);
  if (folderProblem) throw new StartupProblem(folderProblem);
  const app = await buildApp({
    checkDatabase: true,
    dataDir: config.dataDir,
    distDir: config.distDir,
    devTools: config.devTools,
    trustProxy: config.trustProxy,
    logger: config.logRequests,
    ...(config.publicOrigin ? { publicOrigin: config.publicOrigin } : {}),
    ...(config.serverRender ? {} : { serverRender: async () => null }),
    // A crowd of visitors on home or a gallery shares one render a second (http/visitorRenders.ts).
    visitorRenderMemoryMs: VISITOR_RENDER_MEMORY_MS,
    // Every home ranks by the trending scores and shows the site's counts: summed once a second.
    sharedFiguresMemoryMs: SHARED_FIGURES_MEMORY_MS,
  });
  if (config.devToolsWarning) console.warn(config.devToolsWarning);
  // Sockets (chat, whiteboard, streams) on the same HTTP server; REDIS_URL shares rooms between processes.
  // Named by its address, the same when it starts again: what it counted before a crash is taken back.
  await attachRealtime(app, app.ctx, { processName: `${config.host}:${config.port}` });
  await app.listen({ host: config.host, port: config.port });
  const address = app.server.address();
  const realPort = typeof address === 'object' && address ? address.port : config.port;
  const shownHost = config.host.includes(':') ? `[${config.host}]` : config.host;
  // Without PUBLIC_ORIGIN, links sent out of the site point where this server listens.
  if (!config.publicOrigin) app.ctx.publicOrigin = `http://${shownHost}:${realPort}`;
  console.log(`${PRODUCT_NAME} is running at http://${shownHost}:${realPort}/`);

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    // Stop accepting connections, finish in-flight requests, close the database.
    const forceExit = setTimeout(() => process.exit(1), 10_000);
    forceExit.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(`Error while shutting down after ${signal}:`, error);
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  // A problem with the data folder is said in words (dataDir.ts); anything else with its stack.
  const words = startupProblemText(error, databaseFile);
  console.error(words ? `${PRODUCT_NAME} cannot start: ${words}` : error);
  process.exit(1);
});
