// Builders of the envelopes both sides send (the page's bridge, the fake host, the stub host and
// the shims all use these, so there is one place that knows the envelope's fields).
import { BRIDGE_MARKER, PROTOCOL_VERSION, type RequestName, type Result } from './protocol';
import type { HostEventMessage, PageMessage, RequestPayload, ResultData } from './schemas';

const base = { bridge: BRIDGE_MARKER, v: PROTOCOL_VERSION } as const;

export function pageRequest<N extends RequestName>(load: string, id: string, name: N, payload: RequestPayload<N>): PageMessage {
  return { ...base, load, kind: 'request', id, name, payload } as PageMessage;
}

export function pageEvent(load: string, name: 'ready'): PageMessage;
export function pageEvent(load: string, name: 'cancel', payload: { requestId: string }): PageMessage;
export function pageEvent(load: string, name: 'ready' | 'cancel', payload: object = {}): PageMessage {
  return { ...base, load, kind: 'event', name, payload } as PageMessage;
}

export interface HostResponse<N extends RequestName = RequestName> {
  bridge: typeof BRIDGE_MARKER;
  v: number;
  load: string;
  kind: 'response';
  id: string;
  result: Result<ResultData<N>>;
}

export function hostResponse<N extends RequestName>(load: string, id: string, result: Result<ResultData<N>>): HostResponse<N> {
  return { ...base, load, kind: 'response', id, result };
}

type HostEventPayload<E extends HostEventMessage['name']> = Extract<HostEventMessage, { name: E }>['payload'];

export function hostEvent<E extends HostEventMessage['name']>(name: E, payload: HostEventPayload<E>, load?: string): HostEventMessage {
  return { ...base, ...(load ? { load } : {}), kind: 'event', name, payload } as HostEventMessage;
}
