// What a screen module of the route table exports: the component and, optionally, a loader
// that fetches the page's data while the old page fades out (so a page appears complete).
import type { ComponentType } from 'react';
import type { Location, Params } from '../lib/route';

export interface LoadContext {
  params: Params;
  location: Location;
  signal: AbortSignal;
}

export interface ScreenProps<Data = undefined> {
  params: Params;
  location: Location;
  data: Data;
}

export interface ScreenModule<Data = unknown> {
  default: ComponentType<ScreenProps<Data>>;
  load?: (context: LoadContext) => Promise<Data>;
}

/** Thrown by a loader to continue at another address (e.g. a blocked creator redirects home). */
export class Redirect extends Error {
  constructor(readonly to: string) {
    super(`Redirect to ${to}`);
    this.name = 'Redirect';
  }
}
