// Security headers. The CSP allows no inline script or style: the client is built so that it
// needs neither (linaria extracts CSS to files, the theme is applied by the boot script file). A
// page the server rendered carries boot.js and its stylesheets in its HTML, and its policy names
// exactly those by their hashes (inlineHead.ts).
// Every answer carries the same headers, errors included: the plugin sets them on each request
// that reaches routing, and SECURITY_HEADERS holds the same set for the answers the framework
// gives before routing (a malformed URL, an unreadable request), which no hook sees.
import type { IncomingMessage, ServerResponse } from 'node:http';
import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

export const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'"],
  // Style attributes in the server-rendered markup (React writes a component's style prop as one:
  // a list's row positions, a strip's item size). Style elements and stylesheets stay 'self', and
  // server-supplied HTML loses its style attributes to the sanitiser (src/components/SafeHtml.tsx).
  styleSrcAttr: ["'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  connectSrc: ["'self'", 'ws:', 'wss:'],
  mediaSrc: ["'self'", 'blob:', 'data:', 'https:'],
  frameSrc: ["'self'"],
  frameAncestors: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
} as const;

const HELMET_OPTIONS = {
  contentSecurityPolicy: {
    // Exactly the directives above; helmet's defaults would add upgrade-insecure-requests,
    // which breaks the plain-http development server.
    useDefaults: false as const,
    directives: Object.fromEntries(Object.entries(CSP_DIRECTIVES).map(([key, value]) => [key, [...value]])),
  },
  // Local development runs over plain http; HSTS would pin a browser to https for localhost.
  strictTransportSecurity: false,
} as const;

/** The headers helmet sets with these options, lower-case names (they depend on nothing in the request). */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = (() => {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string) => {
      headers[name.toLowerCase()] = value;
    },
    removeHeader: () => {},
  };
  helmet(HELMET_OPTIONS)({} as IncomingMessage, response as unknown as ServerResponse, () => {});
  return headers;
})();

export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(fastifyHelmet, HELMET_OPTIONS);
}
