// Links that look like the toolkit's buttons (components/Button.tsx), 44 px high (a touch
// target): the calls to action that lead somewhere ("Home", "Log in", "Vote", "Message",
// "Download") instead of doing something. They stay <a> elements, so they open in a new tab and
// read as links.
import { css } from '@linaria/core';

const shape = `
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 44px;
  padding: 0 18px;
  border-radius: var(--radius);
  text-decoration: none;
`;

/** The primary look: the accent fill. */
export const primaryButtonLink = css`
  ${shape}
  background: var(--accent);
  color: var(--accent-text);
  font-weight: 700;
  /* The page's accent focus ring would not show on the accent fill. */
  &:focus-visible {
    outline: 3px solid var(--text);
    outline-offset: 2px;
  }
`;

/** The secondary look: the raised surface with a border. */
export const secondaryButtonLink = css`
  ${shape}
  border: 1px solid var(--border);
  background: var(--surface-2);
  color: var(--text);
  font-weight: 600;
`;

/**
 * A link that is a line of text on its own ("All challenges", "Past challenges"): it looks as it
 * is, and its finger target is 44 px tall (the README's touch-target rule), centred on the text,
 * without moving anything around it.
 */
export const textLinkTarget = css`
  position: relative;
  &::after {
    content: '';
    position: absolute;
    left: -6px;
    right: -6px;
    top: 50%;
    height: 44px;
    transform: translateY(-50%);
  }
`;
