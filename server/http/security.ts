// Security headers. The CSP allows no inline script or style: the client is built so that it
// needs neither (linaria extracts CSS to files, the theme is applied by the boot script file).
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

export const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  connectSrc: ["'self'", 'ws:', 'wss:'],
  mediaSrc: ["'self'", 'blob:', 'data:', 'https:'],
  frameSrc: ["'self'"],
  frameAncestors: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
} as const;

export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      // Exactly the directives above; helmet's defaults would add upgrade-insecure-requests,
      // which breaks the plain-http development server.
      useDefaults: false,
      directives: Object.fromEntries(Object.entries(CSP_DIRECTIVES).map(([key, value]) => [key, [...value]])),
    },
    // Local development runs over plain http; HSTS would pin a browser to https for localhost.
    strictTransportSecurity: false,
  });
}
