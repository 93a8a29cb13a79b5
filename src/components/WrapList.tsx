// The toolkit's wrapping list (spec part 2 §1): items side by side in rows that wrap, with a gap
// between items and between rows (tags, counts, badges, people). A list by default (ul, its items
// the caller's li); `as` keeps other markup its own: an ol for a path, a nav of links, a div. The
// caller's className styles the items; its own rules win over these (they come later or are more
// specific), so a margin of its own stays. A className and not styled(WrapList): linaria reads a
// styled() base from its source, and its build reads only a .ts one (build/wywBabel.mjs).
import { css, cx } from '@linaria/core';
import type { CSSProperties, HTMLAttributes } from 'react';

const wrapList = css`
  display: flex;
  flex-wrap: wrap;
  gap: var(--wrap-gap, 8px);
  margin: 0;
  padding: 0;
  list-style: none;
`;

export interface WrapListProps extends HTMLAttributes<HTMLElement> {
  /** The element: a list (the default), an ordered one, a nav of links or a plain box. */
  as?: 'ul' | 'ol' | 'nav' | 'div';
  /** CSS `gap`: one length, or the rows' then the items' ('4px 16px'); 8 px unless told. */
  gap?: string;
}

export function WrapList({ as: Tag = 'ul', gap, className, style, ...rest }: WrapListProps) {
  const gapStyle = gap ? ({ '--wrap-gap': gap } as CSSProperties) : undefined;
  return <Tag className={cx(wrapList, className)} style={gapStyle || style ? { ...gapStyle, ...style } : undefined} {...rest} />;
}
