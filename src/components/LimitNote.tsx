// The note under a field with a length limit: its count, and a message once the limit is reached.
import { styled } from '@linaria/react';

const Note = styled.span`
  font-weight: 400;
  font-size: 0.85rem;
  color: var(--text-muted);
  &[data-at-limit] {
    color: var(--danger);
  }
  /* A quiet note says nothing yet: it takes no room (no gap in a grid), but stays a live region
     that is already there when its message comes, so the message is read out. */
  &:empty {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
  }
`;

/**
 * A character count under a limited field, with a message once the limit is reached: text pasted
 * past it is cut by the field, and the note says so. `quiet`: nothing until the limit (a box where
 * a running count would be noise: a comment, a message, a chat line). Read out politely as it changes.
 */
export function LimitNote(props: { length: number; max: number; what: string; testId: string; quiet?: boolean }) {
  const atLimit = props.length >= props.max;
  if (props.quiet && !atLimit) return <Note role="status" data-testid={props.testId} />;
  return (
    <Note role="status" data-testid={props.testId} data-at-limit={atLimit || undefined}>
      {atLimit ? `The ${props.what} can be at most ${props.max} characters.` : `${props.length} / ${props.max}`}
    </Note>
  );
}
