// @vitest-environment node
/// <reference types="vite/client" />
// Requests have one source: every route that reads a body, a query or a path declares the
// schema it parses with, and that schema is one of the request schemas in src/api/schemas that
// the client types its requests with (or that schema with server-only checks piped on top). A
// renamed field then fails to compile on the client instead of failing end to end.
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../testing/useTestApp';

const sharedModules = import.meta.glob<Record<string, unknown>>(['../../src/api/schemas/*.ts', '!../../src/api/schemas/*.test.ts'], { eager: true });
const SHARED = new Set<unknown>(Object.values(sharedModules).flatMap((module) => Object.values(module)));

/** A shared schema, or a pipe that starts with one (server-only refinements on top). */
function isShared(schema: unknown): boolean {
  if (SHARED.has(schema)) return true;
  const pipe = (schema as { pipe?: unknown[] } | null)?.pipe;
  return Array.isArray(pipe) && SHARED.has(pipe[0]);
}

/** Writes that take a multipart upload, parsed part by part (server/routes/upload.ts, images.ts). */
const MULTIPART = new Set<string>([
  // The sketch upload: its body is the raw multipart buffer (a content-type parser of its own
  // scope), which no schema shared with the client can describe; its text fields are parsed with
  // the shared SketchUploadFields (src/api/schemas/upload.ts) once the form is read.
  'POST /api/v2/upload/sketch',
]);

const t = useTestApp();
const routeName = (route: { method: string; url: string }) => `${route.method} ${route.url}`;

describe('request schemas', () => {
  it('every schema a route declares is a shared request schema', () => {
    const foreign = t.app.validatedRoutes.flatMap((route) =>
      (['body', 'querystring', 'params'] as const).filter((part) => route[part] !== undefined && !isShared(route[part])).map((part) => `${routeName(route)} ${part}`),
    );
    expect(foreign).toEqual([]);
  });

  it('every write declares its body', () => {
    const writes = t.app.validatedRoutes.filter((route) => route.method !== 'GET' && !MULTIPART.has(routeName(route)));
    expect(writes.filter((route) => route.body === undefined).map(routeName)).toEqual([]);
  });
});
