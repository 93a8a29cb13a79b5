// Security headers. The CSP allows no inline script or style: the client is built so that it
// needs neither (linaria extracts CSS to files, the theme is applied by the boot script file). A
// page the server rendered carries boot.js and its stylesheets in its HTML, and its policy names
// exactly those by their hashes (inlineHead.ts).
// Every answer carries the same headers, errors included: helmet writes them once, into
// SECURITY_HEADERS, a hook sets them on each request that reaches routing, and the answers the
// framework gives before routing (a malformed URL, an unreadable request), which no hook sees,
// set the same record. Not helmet's fastify plugin: it builds helmet again for every request,
// parsing the policy each time (a page rendered on the server is three requests with its own
// in-process API calls), though the headers depend on nothing in the request.
import type { IncomingMessage, ServerResponse } from 'node:http';
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

const HEADER_LIST = Object.entries(SECURITY_HEADERS);

export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onRequest', (_request, reply, done) => {
    // On the raw response, as helmet does: what replies later add or change (the page's policy
    // with its hashes, spa.ts) reads and overwrites them there.
    for (const [name, value] of HEADER_LIST) reply.raw.setHeader(name, value);
    done();
  });
}
