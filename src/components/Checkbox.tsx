// The toolkit checkbox: 24 by 24, flips on tap, with its label beside it; the whole row, at
// least 44 px high, is the touch target.
import { styled } from '@linaria/react';
import { useId, type ReactNode } from 'react';

const Row = styled.label`
  display: inline-flex;
  align-items: center;
  gap: 10px;
  min-height: 44px;
  max-width: 100%;
  cursor: pointer;
  user-select: none;
  /* A label of one long word (an album's title) breaks rather than widen the page. */
  span {
    min-width: 0;
    overflow-wrap: anywhere;
  }
  input {
    width: 24px;
    height: 24px;
    margin: 0;
    accent-color: var(--accent);
    flex: none;
  }
`;

export function Checkbox(props: { checked: boolean; onChange: (checked: boolean) => void; children: ReactNode; testId?: string }) {
  const id = useId();
  return (
    <Row htmlFor={id}>
      <input
        id={id}
        type="checkbox"
        checked={props.checked}
        data-testid={props.testId}
        onChange={(e) => props.onChange(e.currentTarget.checked)}
      />
      <span>{props.children}</span>
    </Row>
  );
}
