// A write that got no answer may have been done all the same (its answer was lost, or the page
// gave up waiting). The page then puts the text back, and the artist sends it again: that send
// reuses the key of the one that got no answer, so the server, which keeps its answer under the
// key (server/routes/requestKeys.ts RequestKeys), does it at most once. A send the server answered
// (done, or refused: nothing kept) gives its key up.
import { answeredWithRefusal } from './errors';
import { requestKey } from './requestKey';

/** The keys of sends that got no answer, by what they sent. */
const unanswered = new Map<string, string>();

/** `send` with the key of an earlier send of `what` that got no answer, or a new one. */
export async function sendOnce<T>(what: string, send: (key: string) => Promise<T>): Promise<T> {
  const key = unanswered.get(what) ?? requestKey();
  try {
    const answer = await send(key);
    unanswered.delete(what);
    return answer;
  } catch (error) {
    if (answeredWithRefusal(error)) unanswered.delete(what);
    else unanswered.set(what, key);
    throw error;
  }
}
