// Declarations shared by the site's fields and link rows (linaria inlines the text at build time,
// as TabList.ts's TAB): one look for every text field, a 44 px touch target.
import { css } from '@linaria/core';

/** A text field's declarations (input, select, textarea): the surface, the border, the touch target. */
export const TEXT_FIELD = `
  font: inherit;
  font-weight: 400;
  padding: 10px 12px;
  border-radius: var(--radius);
  border: 1px solid var(--border);
  background: var(--surface);
  color: var(--text);
  min-height: 44px; /* a touch target */
  box-sizing: border-box;
`;

/** A row of text links that wraps on a phone ("Back to the store", "Log in"), each a touch target. */
export const linkRow = css`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 20px;
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    color: var(--accent);
    font-weight: 600;
  }
`;
