// A link that looks like the primary button: the accent fill, 44 px high (a touch target). The one
// look of the calls to action that lead somewhere ("Home", "Log in", "Vote") instead of doing
// something; those are <a> elements, so they open in a new tab and read as links.
import { css } from '@linaria/core';

export const accentLink = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 44px;
  padding: 0 20px;
  border-radius: var(--radius);
  background: var(--accent);
  color: var(--accent-text);
  font-weight: 700;
  text-decoration: none;
  /* The page's accent focus ring would not show on the accent fill. */
  &:focus-visible {
    outline: 3px solid var(--text);
    outline-offset: 2px;
  }
`;
