// The cover of a card whose list has no sketch to show yet (a compo without entries, an empty
// album): a pencil on the placeholder's colour, so the tile reads as "nothing drawn here yet"
// rather than as a picture that failed to load. It fills the box its card gives it.
import { styled } from '@linaria/react';
import { PencilIcon } from './PencilIcon';

const Cover = styled.span`
  display: flex;
  align-items: center;
  justify-content: center;
  width: 100%;
  height: 100%;
  background: var(--surface-2);
  color: var(--text-muted);
  /* The pencil only: the placeholder's colour stays the one every empty image slot has. */
  svg {
    opacity: 0.7;
  }
`;

export function EmptyCover({ className }: { className?: string }) {
  return (
    <Cover className={className} data-testid="empty-cover">
      <PencilIcon size={40} />
    </Cover>
  );
}
