// Declarations shared by the site's fields and link rows (linaria inlines the text at build time,
// as TabList.ts's TAB): one look for every text field, in the toolkit's sizes (spec part 2 §9:
// "dropdown height 40 px", "text field height 40, multi-line box 100"). TextInput and Dropdown are
// built on them, and every text field and list of the site's forms is one of those two. The
// fields with a layout of their own (the search field, the account pages' e-mail field) use the
// declarations directly.
import { css } from '@linaria/core';

/**
 * A text field's declarations (input, select, textarea): the surface, the border and the spec's
 * 40 px height, border included. The padding leaves room for a line of 16 px text inside it.
 */
export const TEXT_FIELD = `
  font: inherit;
  font-weight: 400;
  padding: 8px 12px;
  border-radius: var(--radius);
  border: 1px solid var(--border);
  background: var(--surface);
  color: var(--text);
  height: 40px;
  box-sizing: border-box;
`;

/**
 * What a multi-line field (a textarea) adds to TEXT_FIELD: the spec's 100 px box. The user may
 * drag it taller, never shorter; a caller that asks for more rows gets the height of its rows.
 */
export const MULTI_LINE_FIELD = `
  height: 100px;
  min-height: 100px;
  resize: vertical;
  &[rows] {
    height: auto;
  }
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
