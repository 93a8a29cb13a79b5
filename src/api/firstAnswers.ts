// The first answers of a landing page, inlined by the server into index.html as a JSON data
// block (server/http/firstAnswers.ts): the session and the screen's first reads, so the page
// shows without waiting for those round trips after its scripts. Each answer serves the first
// request of the same method, address and body once, in the page's first 30 s (later reads go to
// the server as ever), and is parsed by that request's own schema in client.ts; one that is
// missing, malformed or does not fit is ignored and the request goes to the server.
import * as v from 'valibot';
import { registerReset } from '../lib/testReset';

/** The id of the `<script type="application/json">` holding the answers. */
export const FIRST_ANSWERS_ID = 'first-answers';

const FirstAnswerSchema = v.object({
  method: v.picklist(['GET', 'POST']),
  url: v.string(),
  body: v.optional(v.unknown()),
  answer: v.unknown(),
});
export type FirstAnswer = v.InferOutput<typeof FirstAnswerSchema>;
export type FirstRequest = Omit<FirstAnswer, 'answer'>;

/** One string per request: method, address as buildUrl makes it, and the JSON body. */
export const firstAnswerKey = ({ method, url, body }: FirstRequest): string => `${method} ${url}${body === undefined ? '' : ` ${JSON.stringify(body)}`}`;

let answers: Map<string, unknown> | null = null;

function readAnswers(): Map<string, unknown> {
  const found = new Map<string, unknown>();
  if (typeof document === 'undefined') return found;
  const element = document.getElementById(FIRST_ANSWERS_ID);
  if (!element) return found;
  element.remove(); // read once: the data does not stay in the page
  try {
    const list: unknown = JSON.parse(element.textContent ?? '');
    if (!Array.isArray(list)) return found;
    for (const item of list) {
      const parsed = v.safeParse(FirstAnswerSchema, item);
      if (parsed.success) found.set(firstAnswerKey(parsed.output), parsed.output.answer);
    }
  } catch {
    // Malformed: every request goes to the server.
  }
  return found;
}

/**
 * How long after the page started its answers are good for: they are meant for the first screen;
 * a request the screen did not make (another body) must not get a stale answer much later.
 */
export const FIRST_ANSWERS_MAX_AGE_MS = 30_000;

/** The inlined answer to this request, handed out once; undefined when there is none. */
export function takeFirstAnswer(request: FirstRequest): { answer: unknown } | undefined {
  answers ??= readAnswers();
  if (answers.size && typeof performance !== 'undefined' && performance.now() > FIRST_ANSWERS_MAX_AGE_MS) answers.clear();
  const key = firstAnswerKey(request);
  if (!answers.has(key)) return undefined;
  const answer = answers.get(key);
  answers.delete(key);
  return { answer };
}

// Tests: the next request reads the page's answers again.
registerReset(() => {
  answers = null;
});
