// A question with a text answer on the one Modal (the page uses no window.prompt: inside the
// app's WebView it only works when the app implements the WebView's UI delegate). OK answers the
// text as typed, Cancel and Escape answer null; the caller decides what an empty answer means.
import { Suspense, useRef, useState } from 'react';
import { withChunkStyles } from '../../lib/chunkStyles';
import { lazyChunk } from '../../lib/lazyChunk';

export interface PromptRequest {
  title: string;
  question: string;
  confirmLabel: string;
  /** The text the field starts with: what the admin typed before, for a send that failed. */
  draft: string;
  resolve: (answer: string | null) => void;
}

/** The dialog itself, fetched with the first question (group admin's first load is the tightest against its budget). */
export const PromptDialog = lazyChunk('screens/group-admin/PromptDialogView', () => withChunkStyles(import('./PromptDialogView')).then((module) => module.PromptDialog));

/**
 * The prompt a tab shows, as a promise of the answer. A message sent with `sending` and refused or
 * unanswered is the draft the next prompt for the same item starts with, so a failed send never
 * loses what the admin typed.
 */
export function usePrompt() {
  const [request, setRequest] = useState<PromptRequest | null>(null);
  const unsent = useRef(new Map<string, string>());
  /** Asks `question`; `item` names what it is about (a request's, a feature's id), whose unsent message it starts with. */
  const ask = (item: string, title: string, question: string, confirmLabel: string) =>
    new Promise<string | null>((resolve) => {
      setRequest({
        title,
        question,
        confirmLabel,
        draft: unsent.current.get(item) ?? '',
        resolve: (answer) => {
          setRequest(null);
          resolve(answer);
        },
      });
    });
  /** Sends `message`, the answer to the prompt about `item`, with `send`; kept as its draft until `send` has succeeded. */
  const sending = async (item: string, message: string, send: () => Promise<unknown>) => {
    unsent.current.set(item, message);
    try {
      await send();
      unsent.current.delete(item);
    } catch {
      // The tab says why (its mutation's failure alert); the message waits in the next prompt.
    }
  };
  return {
    ask,
    sending,
    dialog: request ? (
      <Suspense fallback={null}>
        <PromptDialog request={request} />
      </Suspense>
    ) : null,
  };
}
