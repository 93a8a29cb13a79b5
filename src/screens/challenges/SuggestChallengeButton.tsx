// The 'Suggest challenge' button and its dialog, for signed-in users only (spec part 1 §6: a
// visitor cannot suggest a challenge). The dialog's chunk loads when it opens.
import { Suspense, useState } from 'react';
import { Button } from '../../components/Button';
import { lazyChunk } from '../../lib/lazyChunk';
import { withChunkStyles } from '../../lib/chunkStyles';
import { SUGGEST_THANKS } from '../../lib/challengeRules';
import { alertDialog } from '../../stores/dialogs';
import { selectUser, useSession } from '../../stores/session';

const SuggestChallengeDialog = lazyChunk('screens/challenges/SuggestChallengeDialog', () => withChunkStyles(import('./SuggestChallengeDialog')).then((module) => module.SuggestChallengeDialog));

/** `className` places the button in its toolbar (challengeLayout.ts's `grow` pushes it to the end). */
export function SuggestChallengeButton({ className }: { className?: string }) {
  const viewer = useSession(selectUser);
  const [open, setOpen] = useState(false);
  if (!viewer) return null;
  return (
    <>
      <Button className={className} onClick={() => setOpen(true)} data-testid="suggest-challenge">
        Suggest challenge
      </Button>
      {open && (
        <Suspense fallback={null}>
          <SuggestChallengeDialog
            onClose={() => setOpen(false)}
            onSent={() => {
              setOpen(false);
              void alertDialog(SUGGEST_THANKS);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
