// What a screen module of the route table exports: the component and, optionally, a loader
// that fetches the page's data while the old page fades out (so a page appears complete).
// `P` is the route's parameters, checked and typed by the route table's matcher (a sketch page
// gets `{ id: number }`, never a string to parse again).
import type { ComponentType } from 'react';
import type { Location, NoParams } from '../lib/route';

export interface LoadContext<P extends object = NoParams> {
  params: P;
  location: Location;
  signal: AbortSignal;
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
