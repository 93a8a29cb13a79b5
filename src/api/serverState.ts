// What a server-rendered page hands to the app that hydrates it (src/serverRender.tsx writes it,
// src/main.tsx reads it): the moment of the render, the session it rendered for, the query
// cache's dehydrated state and the lazy chunks in the markup, so hydration shows exactly the
// server's markup and fetches nothing twice. It travels as a JSON data block after the markup
// (data, not script: the CSP does not apply). A block that is missing or malformed is dropped (and
// logged): the app then renders on its own, as on a static host.
// A page the server does not render carries the viewer's session alone (SESSION_STATE_ID): the app
// knows who is signed in before its first page loads, without asking the server again.
import * as v from 'valibot';
import { MeResponseSchema, type MeResponse } from './schemas/session';
import type { FirstAnswer } from './firstAnswers';
import type { PurifierWindow } from '../lib/safeHtml';

/** The id of the `<script type="application/json">` holding the state. */
export const SERVER_STATE_ID = 'server-state';

/** The id of the `<script type="application/json">` holding the viewer's session on a page the browser renders. */
export const SESSION_STATE_ID = 'session-state';

/** TanStack Query's DehydratedState, as far as the app relies on it (the library reads the rest). */
const DehydratedQuerySchema = v.looseObject({
  queryHash: v.string(),
  queryKey: v.array(v.unknown()),
  state: v.looseObject({ dataUpdatedAt: v.number(), status: v.literal('success') }),
});

export const ServerStateSchema = v.object({
  renderedAt: v.number(),
  session: MeResponseSchema,
  queries: v.object({ queries: v.array(DehydratedQuerySchema), mutations: v.array(v.unknown()) }),
  /** The lazy chunks the render used (src/lib/lazyChunk.tsx): the app loads them before it hydrates. */
  chunks: v.array(v.string()),
  /** The window the render laid out for (the viewer's cookie, lib/viewportCookie.ts); null: a phone's (SERVER_VIEWPORT). */
  viewport: v.optional(v.nullable(v.object({ width: v.number(), height: v.number() })), null),
  /** The page is the not-found page: the app shows it as it is (src/app/navigation/serverVerdict.ts). */
  notFound: v.optional(v.boolean(), false),
});
export type ServerState = v.InferOutput<typeof ServerStateSchema>;

/** The page's state block, read once (the data does not stay in the page); null without a valid one. */
export function takeServerState(): ServerState | null {
  return takeDataBlock(SERVER_STATE_ID, ServerStateSchema, 'server state');
}

/** The session block of a page the browser renders, read once; null without a valid one (a static host sends none). */
export function takeSessionState(): MeResponse | null {
  return takeDataBlock(SESSION_STATE_ID, MeResponseSchema, 'session state');
}

function takeDataBlock<S extends v.GenericSchema>(id: string, schema: S, name: string): v.InferOutput<S> | null {
  if (typeof document === 'undefined') return null;
  const element = document.getElementById(id);
  if (!element) return null;
  element.remove();
  try {
    const parsed = v.safeParse(schema, JSON.parse(element.textContent ?? ''));
    if (parsed.success) return parsed.output;
    console.warn(`[${name}] dropped, it does not fit its schema:`, parsed.issues[0]?.message);
  } catch (error) {
    console.warn(`[${name}] dropped, it is not JSON:`, error);
  }
  return null;
}

/**
 * JSON that cannot end its <script> element or open a comment in it: `<` (and `>`, `&`, and the
 * two line separators JavaScript once rejected) as \u escapes, which JSON.parse reads back.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** What the server hands its render of a page (src/serverRender.tsx; server/http/serverRender.ts calls it). */
export interface RenderInput {
  path: string;
  search: string;
  /** The viewer's first reads, fetched before the render's turn (server/http/firstAnswers.ts). */
  answers: readonly FirstAnswer[];
  /** Any other request of the render, dispatched in the server's process with the viewer's cookies. */
  transport: typeof fetch;
  /** The message of the day the viewer dismissed (their cookie, lib/motd.ts), or true when none. */
  seenMotd: number | true;
  /** The viewer's window (their cookie, lib/viewportCookie.ts), or null when unknown. */
  viewport: { width: number; height: number } | null;
}

/**
 * What a link to a page shows where it is shared (a messenger's or a social site's preview card),
 * besides its title: a line about it and its picture (a path of this site). Only what the page
 * shows the viewer it was rendered for, who is a visitor when a site fetches the link.
 */
export interface LinkPreview {
  description?: string;
  image?: string;
}

export type RenderResult =
  | {
      kind: 'page';
      status: 200 | 404;
      markup: string;
      state: ServerState;
      /** The page's <title>, as the page names it (null: the product's name). */
      title: string | null;
      /** Its link preview beyond the title (null: none named). */
      preview?: LinkPreview | null;
    }
  | { kind: 'redirect'; to: string };

/** The module the build makes of src/serverRender.tsx (dist/server/render.js). */
export interface ServerRenderModule {
  /** Lends the render the window that DOMPurify sanitises in (the server has no DOM of its own). */
  setPurifierWindow: (make: () => PurifierWindow) => void;
  rendersPath: (path: string) => boolean;
  renderPage: (input: RenderInput) => Promise<RenderResult | null>;
}
