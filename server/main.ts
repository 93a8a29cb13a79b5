// Entry point: `npx tsx server/main.ts`. Environment: PORT (default 8080, 0 = any free port),
// HOST (default 127.0.0.1), DATA_DIR (default ./data), DIST_DIR (default ./dist),
// DEV_TOOLS (default on; "0" turns off /api/dev/* and the native shim hook),
// LOG_REQUESTS ("1" logs every request).
import { PRODUCT_NAME } from '../src/lib/product';
import { buildApp } from './app';

function portFromEnv(value: string | undefined): number {
  if (value === undefined || value === '') return 8080;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    throw new Error(`PORT must be a whole number from 0 to 65535, not "${value}"`);
  }
  return port;
}

async function main(): Promise<void> {
  const host = process.env.HOST || '127.0.0.1';
  const port = portFromEnv(process.env.PORT);
  const app = await buildApp({
    dataDir: process.env.DATA_DIR || './data',
    distDir: process.env.DIST_DIR || './dist',
    devTools: process.env.DEV_TOOLS !== '0',
    logger: process.env.LOG_REQUESTS === '1',
  });
  await app.listen({ host, port });
  const address = app.server.address();
  const realPort = typeof address === 'object' && address ? address.port : port;
  const shownHost = host.includes(':') ? `[${host}]` : host;
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
  console.error(error);
  process.exit(1);
});
