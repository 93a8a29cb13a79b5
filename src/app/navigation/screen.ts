// What a screen module of the route table exports: the component and, optionally, a loader
// that fetches the page's data while the old page fades out (so a page appears complete).
// `P` is the route's parameters, checked and typed by the route table's matcher (a sketch page
// gets `{ id: number }`, never a string to parse again).
// Every screen names its page with `usePageTitle`.
import { useEffect, type ComponentType } from 'react';
import { PRODUCT_NAME } from '../../lib/product';
import type { Location, NoParams } from '../../lib/route';
import type { LinkPreview } from '../../api/serverState';

export interface LoadContext<P extends object = NoParams> {
  params: P;
  location: Location;
  signal: AbortSignal;
  /** The page is shown again by back or forward: an endless list shows as it was left (loadEndlessList). */
  restored?: boolean;
}

export interface ScreenProps<Data = undefined, P extends object = NoParams> {
  params: P;
  location: Location;
  data: Data;
}

export interface ScreenModule<Data = unknown, P extends object = NoParams> {
  default: ComponentType<ScreenProps<Data, P>>;
  load?: (context: LoadContext<P>) => Promise<Data>;
}

/** Thrown by a loader to continue at another address (e.g. a blocked creator redirects home). */
export class Redirect extends Error {
  constructor(readonly to: string) {
    super(`Redirect to ${to}`);
    this.name = 'Redirect';
  }
}

/**
 * The tab's title: the page's, then the product's; a page's title that names the product already
 * (the spec's '{product} Whiteboard', `productNamed`) is taken whole. Said by the page, not found
 * in the text: a sketch may be called 'Sketchery fan art'.
 */
export const fullTitle = (title?: string | null, productNamed = false) => (!title ? PRODUCT_NAME : productNamed ? title : `${title} · ${PRODUCT_NAME}`);

/** The title the page named in the server's render (no document there, and no effects). */
let renderedTitle: string | null = null;

function recordRenderedTitle(title: string): void {
  renderedTitle = title;
}

/** The link preview the page named in the server's render (usePageTitle's companion). */
let renderedPreview: LinkPreview | null = null;

/**
 * Names what a shared link to this page shows beside its title (server/http/linkPreview.ts
 * writes it into the page's <head>). Only the server's render records it: the sites that fetch a
 * link for its preview read the HTML and run no script.
 */
export function useLinkPreview(preview: LinkPreview): void {
  if (typeof document === 'undefined') renderedPreview = preview;
}

/** Starts a server render's page with no preview named yet; after it, the one its page named. */
export function takeRenderedPreview(): LinkPreview | null {
  const preview = renderedPreview;
  renderedPreview = null;
  return preview;
}

/** The page said, in the server's render, that what its address names does not exist. */
let renderedMissing = false;

/**
 * Says that what the address names does not exist ('Invalid group' for an unknown group): the
 * page shows its own words for it, and the server's answer says 404, so a crawler or a link
 * checker does not keep it as a page, and no link card is made of it. Only the server's render
 * records it; called on every render, as hooks are, with whether the subject is missing.
 */
export function usePageMissing(missing: boolean): void {
  if (typeof document === 'undefined' && missing) renderedMissing = true;
}

/** Starts a server render's page with nothing said missing; after it, whether its page said so. */
export function takeRenderedMissing(): boolean {
  const missing = renderedMissing;
  renderedMissing = false;
  return missing;
}

/** Starts a server render's page with no title named yet; after it, the one its page named (`takeRenderedTitle`). */
export function takeRenderedTitle(): string | null {
  const title = renderedTitle;
  renderedTitle = null;
  return title;
}

/**
 * Names the page in the browser's title, which screen readers announce and tabs show:
 * 'Midnight Forest by InkyAda · Sketchery'; the product's name alone while `title` is empty. In
 * the server's render the page's <title> says it too (server/http/serverRender.ts), for a link
 * shared or opened without JavaScript. `productNamed`: the title names the product already.
 */
export function usePageTitle(title?: string | null, { productNamed = false } = {}): void {
  if (typeof document === 'undefined') recordRenderedTitle(fullTitle(title, productNamed));
  useEffect(() => {
    document.title = fullTitle(title, productNamed);
  }, [title, productNamed]);
}
