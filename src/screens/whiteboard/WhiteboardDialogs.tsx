// The rules before the board ('Whiteboard Free Draw'), on the one Modal. The menu's dialogs
// (instructions, History) are a chunk of their own: WhiteboardMenuDialogs.tsx.
import { useId, useRef } from 'react';
import { Button } from '../../components/Button';
import { Modal } from '../../components/Modal';
import { WHITEBOARD_RULES_ACCEPT, WHITEBOARD_RULES_TITLE } from '../../lib/whiteboardRules';
import { Actions } from './whiteboardStyles';

export const WHITEBOARD_RULES = [
  'Everyone draws on the same board at the same time, so be kind to what others are drawing.',
  'No hateful, sexual or violent drawings, and no personal information.',
  'Every few minutes the board slides to the left to make room: what slides off is kept in History.',
];

/** The rules, to accept before the board; Escape declines them (`onDecline` leaves the page). */
export function RulesDialog({ onAccept, onDecline }: { onAccept: () => void; onDecline: () => void }) {
  const id = useId();
  const accept = useRef<HTMLButtonElement>(null);
  return (
    <Modal onClose={onDecline} historyEntry={false} labelledBy={`${id}-t`} initialFocus={accept} testId="whiteboard-rules" width={460}>
      <h2 id={`${id}-t`}>{WHITEBOARD_RULES_TITLE}</h2>
      <ul>
        {WHITEBOARD_RULES.map((rule) => (
          <li key={rule}>{rule}</li>
        ))}
      </ul>
      <Actions>
        <Button ref={accept} variant="primary" onClick={onAccept} data-testid="whiteboard-rules-accept">
          {WHITEBOARD_RULES_ACCEPT}
        </Button>
      </Actions>
    </Modal>
  );
}
