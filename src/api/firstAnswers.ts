// The first answers of a page the server renders (server/http/firstAnswers.ts reads them for the
// visitor, all at once, before its render starts): the render's requests take them here instead
// of waiting for the server one after another. Each answer serves the first request of the same
// method, address and body once; it is parsed by that request's own schema in client.ts, and one
// that is missing or does not fit goes to the server as usual. Only the server's render provides
// answers; in the browser, data from the server's render arrives as the query cache's state
// (src/api/serverState.ts).
import { registerReset } from '../lib/testReset';

export interface FirstRequest {
  method: 'GET' | 'POST';
  url: string;
  body?: unknown;
}
export interface FirstAnswer extends FirstRequest {
  answer: unknown;
}

/** One string per request: method, address as buildUrl makes it, and the JSON body. */
export const firstAnswerKey = ({ method, url, body }: FirstRequest): string => `${method} ${url}${body === undefined ? '' : ` ${JSON.stringify(body)}`}`;

let answers = new Map<string, unknown>();

/** The answers the next requests take (the server's render, before it runs the page's loader). */
export function provideFirstAnswers(list: readonly FirstAnswer[]): void {
  answers = new Map(list.map((first) => [firstAnswerKey(first), first.answer]));
}

/** The provided answer to this request, handed out once; undefined when there is none. */
export function takeFirstAnswer(request: FirstRequest): { answer: unknown } | undefined {
  const key = firstAnswerKey(request);
  if (!answers.has(key)) return undefined;
  const answer = answers.get(key);
  answers.delete(key);
  return { answer };
}

registerReset(() => {
  answers = new Map();
});
