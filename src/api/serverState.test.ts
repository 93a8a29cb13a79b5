// @vitest-environment jsdom
// The data blocks a page brings from the reference server (src/api/serverState.ts): each is read
// once and leaves the page; one that is not JSON or does not fit its schema is dropped and logged,
// and the app then does without it (renders, or reads the session, as on a static host).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SERVER_STATE_ID, SESSION_STATE_ID, takeServerState, takeSessionState } from './serverState';

const block = (id: string, text: string) => {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = id;
  element.textContent = text;
  document.body.append(element);
};
const SESSION = { user: null, moderator: null };
const STATE = { renderedAt: 1, session: SESSION, queries: { queries: [], mutations: [] }, chunks: ['screens/sketch/OwnerActions'], viewport: { width: 1280, height: 800 }, notFound: false };

afterEach(() => {
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

describe.each([
  { name: 'the session block', id: SESSION_STATE_ID, take: takeSessionState, valid: SESSION, misfit: { user: 'nobody' } },
  { name: 'the server state', id: SERVER_STATE_ID, take: takeServerState, valid: STATE, misfit: { ...STATE, renderedAt: 'then' } },
])('$name', ({ id, take, valid, misfit }) => {
  it('is read once and leaves the page', () => {
    block(id, JSON.stringify(valid));
    expect(take()).toEqual(valid);
    expect(document.getElementById(id)).toBeNull();
    expect(take()).toBeNull();
  });

  it('is dropped and logged when it is not JSON', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    block(id, '{"user": nu');
    expect(take()).toBeNull();
    expect(String(warn.mock.calls[0]?.[0])).toMatch(/dropped, it is not JSON/);
    expect(document.getElementById(id)).toBeNull();
  });

  it('is dropped and logged when it does not fit its schema', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    block(id, JSON.stringify(misfit));
    expect(take()).toBeNull();
    expect(String(warn.mock.calls[0]?.[0])).toMatch(/dropped, it does not fit its schema/);
  });
});

it('a page without a block gives nothing (a static host)', () => {
  expect(takeSessionState()).toBeNull();
  expect(takeServerState()).toBeNull();
});
