// The whiteboard menu's dialogs on the one Modal: the instructions, and History (the last 48
// slices of earlier board images plus the current one). A chunk of their own, loaded when the
// board shows (WhiteboardScreen.tsx): the route's first load is at its budget.
import { useId } from 'react';
import { Button } from '../../components/Button';
import { Modal } from '../../components/Modal';
import { historySliceIndexes } from '../../lib/whiteboardBoard';
import { realtimePaths } from '../../lib/paths/realtime';
import { Actions, HistoryStrip } from './whiteboardStyles';

/** A menu dialog's one action. */
function CloseRow({ onClose }: { onClose: () => void }) {
  return (
    <Actions>
      <Button variant="primary" onClick={onClose}>
        Close
      </Button>
    </Actions>
  );
}

export const INSTRUCTIONS_TITLE = 'Instructions';
export const INSTRUCTIONS = [
  'Pen draws smooth lines; its size goes from 1 to 50.',
  'Pixel fills the squares of a grid (4, 8, 16, 32 or 64 wide); the inset leaves a gap around each square.',
  'Pick a colour with the swatch, or turn on the eyedropper and click the board to take a colour from it (it turns itself off after one pick).',
  'Keys while the board has focus: P Pen, X Pixel, I eyedropper, [ and ] smaller and bigger.',
  'The bar below the board shows how close the next slide to the left is. History shows what slid off.',
];

export function InstructionsDialog({ onClose }: { onClose: () => void }) {
  const id = useId();
  return (
    <Modal onClose={onClose} labelledBy={`${id}-t`} testId="whiteboard-instructions" width={520}>
      <h2 id={`${id}-t`}>{INSTRUCTIONS_TITLE}</h2>
      <ul>
        {INSTRUCTIONS.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <CloseRow onClose={onClose} />
    </Modal>
  );
}

export function HistoryDialog({ shiftIndex, current, onClose }: { shiftIndex: number; current: string | null; onClose: () => void }) {
  const id = useId();
  const slices = historySliceIndexes(shiftIndex);
  return (
    <Modal onClose={onClose} labelledBy={`${id}-t`} testId="whiteboard-history" width={960}>
      <h2 id={`${id}-t`}>History</h2>
      <p>{slices.length === 0 ? 'Nothing has slid off the board yet.' : `The last ${slices.length} slices of the board, oldest first, then the board now.`}</p>
      <HistoryStrip tabIndex={0} role="group" aria-label="Board history, scrolls sideways">
        {slices.map((index) => (
          <img key={index} src={realtimePaths.whiteboardSlice(index)} alt={`Slice ${index + 1}`} data-testid="whiteboard-slice" loading="lazy" />
        ))}
        {current && <img className="current" src={current} alt="The board now" data-testid="whiteboard-history-current" />}
      </HistoryStrip>
      <CloseRow onClose={onClose} />
    </Modal>
  );
}
