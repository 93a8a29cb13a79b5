// The toolkit button (spec part 2 §4, §9): pressed, disabled or toggled; 44 px high (more when
// its label wraps) and at least 100 px wide with a label, 44 by 44 without one.
import { styled } from '@linaria/react';
import type { ComponentPropsWithRef, ReactNode } from 'react';

type Variant = 'primary' | 'secondary' | 'danger' | 'ghost';

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  variant?: Variant;
  /** A toggled button stays highlighted (e.g. a chosen option). */
  toggled?: boolean;
  icon?: ReactNode;
  /**
   * Working on what it asked (a post, a send): it does nothing and looks disabled, but keeps the
   * focus. A `disabled` button that has the focus loses it to the document, so a keyboard user
   * would start again from the top of the page after every post.
   */
  busy?: boolean;
}

const Base = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  /* 44 px high; a label too long for its width wraps and the button grows, rather than letting
     its lines spill over the edges (the store's 'Become a patron' in its card). */
  min-height: 44px;
  min-width: 44px;
  padding: 4px 16px;
  text-align: center;
  border-radius: var(--radius);
  border: 1px solid var(--border);
  background: var(--surface-2);
  color: var(--text);
  font-weight: 600;
  cursor: pointer;
  transition: transform 80ms ease, filter 120ms ease, background 120ms ease;
  &[data-labelled='true'] {
    min-width: 100px;
  }
  &[data-variant='primary'] {
    background: var(--accent);
    color: var(--accent-text);
    border-color: transparent;
  }
  &[data-variant='danger'] {
    background: var(--danger-fill);
    color: #fff;
    border-color: transparent;
  }
  &[data-variant='ghost'] {
    background: transparent;
    border-color: transparent;
  }
  &[data-toggled='true'] {
    outline: 2px solid var(--accent);
  }
  &:active:not(:disabled):not([aria-disabled='true']) {
    transform: scale(0.97);
    filter: brightness(0.92);
  }
  &:disabled,
  &[aria-disabled='true'] {
    opacity: 0.45;
    cursor: not-allowed;
  }
`;

export function Button({ variant = 'secondary', toggled, icon, children, type = 'button', busy, onClick, ...rest }: ButtonProps) {
  return (
    <Base
      type={type}
      data-variant={variant}
      data-toggled={toggled ? 'true' : undefined}
      data-labelled={children ? 'true' : 'false'}
      aria-pressed={toggled === undefined ? undefined : toggled}
      aria-disabled={busy || undefined}
      // Cancelling the click also cancels a submit button's form submission.
      onClick={busy ? (event) => event.preventDefault() : onClick}
      {...rest}
    >
      {icon}
      {children}
    </Base>
  );
}
