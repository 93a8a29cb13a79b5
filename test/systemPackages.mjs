#!/usr/bin/env node
// The Debian packages the tests need beyond npm: the browsers and their drivers for the
// end-to-end tests, and redis-server for the two-process realtime test (server/realtime/
// redis.test.ts). Missing ones are installed when this runs as root with apt-get; otherwise it
// stops with the exact command. `npm test` runs it first; test/e2e/run.mjs checks again.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const REQUIRED = {
  '/usr/bin/chromium': 'chromium',
  '/usr/bin/chromedriver': 'chromium-driver',
  '/usr/bin/WebKitWebDriver': 'webkit2gtk-driver',
  '/usr/bin/xvfb-run': 'xvfb',
  '/usr/bin/redis-server': 'redis-server',
};
export const INSTALL = `apt-get update && apt-get install -y ${[...new Set(Object.values(REQUIRED))].join(' ')}`;

export function ensureSystemPackages() {
  const missing = Object.keys(REQUIRED).filter((path) => !existsSync(path));
  if (missing.length === 0) return;
  const canInstall = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
  if (!canInstall) {
    console.error(`The tests need ${missing.join(', ')}. Install them with:\n  sudo sh -c '${INSTALL}'`);
    process.exit(1);
  }
  console.log(`Installing what the tests need: ${INSTALL}`);
  const result = spawnSync('sh', ['-c', INSTALL], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) ensureSystemPackages();
