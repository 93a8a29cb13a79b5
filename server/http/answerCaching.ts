// An API answer that names no caching of its own is kept by nobody: most of them are the viewer's
// (their votes, their e-mail in Edit profile, whom they may message), and a shared cache in front
// of the site could keep one viewer's answer heuristically and give it to the next. The page keeps
// what it fetched itself (TanStack Query). A route that wants its answer kept says so itself
// (the pictures, the built files, the pages).
import type { FastifyInstance } from 'fastify';

export const UNSAID_ANSWER_CACHE = 'private, no-store';

export function registerAnswerCaching(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    if (reply.hasHeader('cache-control')) return payload;
    const type = String(reply.getHeader('content-type') ?? '');
    if (type.startsWith('application/json')) reply.header('Cache-Control', UNSAID_ANSWER_CACHE);
    return payload;
  });
}
