// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as v from 'valibot';
import { get, post } from './client';
import { FIRST_ANSWERS_ID, FIRST_ANSWERS_MAX_AGE_MS, type FirstAnswer } from './firstAnswers';
import { homeIndexRequest } from './home';

const Card = v.object({ id: v.number(), title: v.string() });

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The data block as the server writes it into index.html. */
function inline(text: string): void {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = FIRST_ANSWERS_ID;
  script.textContent = text;
  document.body.appendChild(script);
}
const inlineAnswers = (answers: FirstAnswer[]) => inline(JSON.stringify(answers));

describe('answers the server inlined into the page', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    fetchMock = vi.fn(async () => json(200, { id: 2, title: 'From the server' }));
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    document.getElementById(FIRST_ANSWERS_ID)?.remove();
  });

  it('answers the first GET of the same address without a request, once, and leaves no data in the page', async () => {
    inlineAnswers([{ method: 'GET', url: '/api/v2/sketchInfo/1?a=1', answer: { id: 1, title: 'Inlined' } }]);
    expect(await get('/api/v2/sketchInfo/1', Card, { a: 1 })).toEqual({ id: 1, title: 'Inlined' });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(document.getElementById(FIRST_ANSWERS_ID)).toBeNull();
    // The next read of the same address is a real one.
    expect(await get('/api/v2/sketchInfo/1', Card, { a: 1 })).toEqual({ id: 2, title: 'From the server' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('does not answer another address, method or body', async () => {
    inlineAnswers([
      { method: 'GET', url: '/api/v2/sketchInfo/1', answer: { id: 1, title: 'Inlined' } },
      { method: 'POST', url: '/api/v2/index', body: homeIndexRequest(true), answer: { id: 3, title: 'Home' } },
    ]);
    expect(await get('/api/v2/sketchInfo/1', Card, { page: 2 })).toEqual({ id: 2, title: 'From the server' });
    expect(await post('/api/v2/index', homeIndexRequest(7), Card)).toEqual({ id: 2, title: 'From the server' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    // The home index as the home screen asks for it on a first visit.
    expect(await post('/api/v2/index', homeIndexRequest(true), Card)).toEqual({ id: 3, title: 'Home' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('never hands an inlined answer to a write whose answer is not read', async () => {
    inlineAnswers([{ method: 'POST', url: '/api/v2/x', body: {}, answer: { id: 1, title: 'Inlined' } }]);
    await post('/api/v2/x', {});
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('hands out nothing once the page is older than the answers are good for', async () => {
    inlineAnswers([{ method: 'GET', url: '/api/v2/sketchInfo/1', answer: { id: 1, title: 'Inlined' } }]);
    vi.spyOn(performance, 'now').mockReturnValue(FIRST_ANSWERS_MAX_AGE_MS + 1);
    expect(await get('/api/v2/sketchInfo/1', Card)).toEqual({ id: 2, title: 'From the server' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('fetches normally when the inlined answer does not fit the schema', async () => {
    inlineAnswers([{ method: 'GET', url: '/api/v2/sketchInfo/1', answer: { id: 'one' } }]);
    expect(await get('/api/v2/sketchInfo/1', Card)).toEqual({ id: 2, title: 'From the server' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['malformed JSON', '[{"method":"GET","url":"/api/v2/sketchInfo/1",'],
    ['not a list', '{"method":"GET","url":"/api/v2/sketchInfo/1","answer":{"id":1,"title":"x"}}'],
    ['an entry of the wrong shape', '[{"method":"DELETE","url":"/api/v2/sketchInfo/1","answer":{"id":1,"title":"x"}}]'],
  ])('fetches normally when the data block is %s', async (_, text) => {
    inline(text);
    expect(await get('/api/v2/sketchInfo/1', Card)).toEqual({ id: 2, title: 'From the server' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
