// The process's settings from the environment (main.ts), kept apart from main so they can be
// tested. Two of them decide who may do what:
// - DEV_TOOLS: the development surface (the demo sign-in page, /api/dev/*, the native shim hook)
//   lets anyone sign in as any account and warn any account. It is on by default only while
//   the server listens on loopback, where only this machine reaches it; on any other address it
//   is off unless DEV_TOOLS=1 turns it on, and then the log says so.
// - TRUST_PROXY: behind a TLS proxy the server sees plain http, so cookies would lose `Secure`
//   and the client address would be the proxy's. Trusting the proxy's X-Forwarded-* headers
//   fixes both, but only a proxy that the clients cannot bypass may be trusted.
import { isIP } from 'node:net';

/** Fastify's trustProxy: off, on (any hop), the number of hops, or the proxies' addresses. */
export type TrustProxy = boolean | number | string[];

export interface ServerConfig {
  host: string;
  port: number;
  dataDir: string;
  distDir: string;
  devTools: boolean;
  /** A line for the log when the development surface is on where others can reach it. */
  devToolsWarning: string | null;
  trustProxy: TrustProxy;
  logRequests: boolean;
  /**
   * The site's address as its users reach it (PUBLIC_ORIGIN), for links that leave the site (the
   * recovery e-mail). Never taken from a request's Host header, which anyone can set. Null: the
   * address the server listens on (main.ts), right for a server used on this machine.
   */
  publicOrigin: string | null;
  /**
   * The server's render of landing pages (README "The first view rendered on the server"): on
   * unless SERVER_RENDER=off, where every page renders in the browser, as from a static host.
   */
  serverRender: boolean;
}

export const DEFAULT_HOST = '127.0.0.1';

/** True for an address only this machine can reach. */
export function isLoopbackHost(host: string): boolean {
  const name = host.trim().toLowerCase().replace(/^\[(.*)\]$/, '$1');
  if (name === 'localhost' || name.endsWith('.localhost')) return true;
  if (name === '::1' || name === '0:0:0:0:0:0:0:1') return true;
  const v4 = name.startsWith('::ffff:') ? name.slice(7) : name;
  return isIP(v4) === 4 && v4.startsWith('127.');
}

function portFromEnv(value: string | undefined): number {
  if (value === undefined || value === '') return 8080;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    throw new Error(`PORT must be a whole number from 0 to 65535, not "${value}"`);
  }
  return port;
}

const ON = ['1', 'on', 'true', 'yes'];
const OFF = ['0', 'off', 'false', 'no'];

function devToolsFromEnv(value: string | undefined, host: string): Pick<ServerConfig, 'devTools' | 'devToolsWarning'> {
  const setting = (value ?? '').trim().toLowerCase();
  const loopback = isLoopbackHost(host);
  if (setting === '') return { devTools: loopback, devToolsWarning: null };
  if (OFF.includes(setting)) return { devTools: false, devToolsWarning: null };
  if (!ON.includes(setting)) throw new Error(`DEV_TOOLS must be 1 (on) or 0 (off), not "${value}"`);
  return {
    devTools: true,
    devToolsWarning: loopback
      ? null
      : `Warning: DEV_TOOLS is on while the server listens on ${host}. Anyone who can reach it can sign in as any account ` +
        '(the demo sign-in page stands in for the real identity provider) and use /api/dev/*. Use this only on a trusted network.',
  };
}

/** TRUST_PROXY: unset or 0 = off; `true` = any proxy; a number of hops; or addresses and CIDR ranges, comma-separated. */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const setting = (value ?? '').trim();
  if (setting === '' || OFF.includes(setting.toLowerCase())) return false;
  if (['true', 'on', 'yes'].includes(setting.toLowerCase())) return true;
  if (/^\d{1,2}$/.test(setting)) return Number(setting);
  const addresses = setting.split(',').map((part) => part.trim()).filter(Boolean);
  for (const address of addresses) {
    const [ip = '', bits, ...rest] = address.split('/');
    const validBits = bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (isIP(ip) === 6 ? 128 : 32));
    if (!isIP(ip) || !validBits || rest.length > 0) {
      throw new Error(`TRUST_PROXY must be true, a number of hops, or addresses (CIDR allowed), not "${value}"`);
    }
  }
  return addresses;
}

/** PUBLIC_ORIGIN: an http or https origin (scheme, host and port only), or unset. */
export function parsePublicOrigin(value: string | undefined): string | null {
  const setting = (value ?? '').trim();
  if (setting === '') return null;
  const url = URL.canParse(setting) ? new URL(setting) : null;
  const bare = url !== null && (url.protocol === 'http:' || url.protocol === 'https:') && (url.pathname === '/' || url.pathname === '') && !url.search && !url.hash && !url.username && !url.password;
  if (!url || !bare) {
    throw new Error(`PUBLIC_ORIGIN must be an http or https origin such as https://sketchery.app, not "${value}"`);
  }
  return url.origin;
}

/** SERVER_RENDER: unset or `on` renders the landing pages on the server, `off` leaves them to the browser. */
function serverRenderFromEnv(value: string | undefined): boolean {
  if (value === undefined || value === '' || value === 'on') return true;
  if (value === 'off') return false;
  throw new Error(`SERVER_RENDER must be on or off, not "${value}"`);
}

export function configFromEnv(env: Record<string, string | undefined>): ServerConfig {
  const host = env.HOST || DEFAULT_HOST;
  return {
    host,
    port: portFromEnv(env.PORT),
    dataDir: env.DATA_DIR || './data',
    distDir: env.DIST_DIR || './dist',
    ...devToolsFromEnv(env.DEV_TOOLS, host),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    logRequests: env.LOG_REQUESTS === '1',
    publicOrigin: parsePublicOrigin(env.PUBLIC_ORIGIN),
    serverRender: serverRenderFromEnv(env.SERVER_RENDER),
  };
}
