// The frame of every content page: centred, padded (more from 768 px on), and the page's title.
// A screen sets its width and its own rules on top: styled(PageFrame)`max-width: 880px; ...`.
// PageFrame is a plain component that adds the frame's class, not a styled one: linaria gives a
// styled() of a styled component a doubled class, so every rule of the screen (`a { ... }`)
// would outweigh the rules of the components inside it. Here the screen's rules weigh what they
// always did, and its overrides of the frame (the chat's padding) win by order: the frame's CSS
// is in the shell's stylesheet (src/shellGraph.ts), which comes before every screen's.
// (No JSX here: linaria evaluates a styled() base at build time, with TypeScript's Babel
// transform but no JSX one.)
import { css, cx } from '@linaria/core';
import { createElement, type HTMLAttributes } from 'react';

/** The frame's class (tests find it on a page). */
export const pageFrameClass = css`
  margin: 0 auto;
  padding: 12px 12px 40px;
  @media (min-width: 768px) {
    padding: 16px 24px 48px;
  }
  /* The title's rule weighs as little as a class (:where): a component's own h1 rule inside the
     page (a profile header, the home page's welcome) wins whichever stylesheet comes first. */
  & :where(h1) {
    margin: 4px 0 12px;
    font-size: 1.5rem;
    overflow-wrap: anywhere;
  }
`;

export interface PageFrameProps extends HTMLAttributes<HTMLElement> {
  /**
   * A section where the page is a labelled region (aria-labelledby), else a div. Not named `as`:
   * a styled(PageFrame) takes an `as` prop itself and renders that element in PageFrame's place,
   * which drops the frame (the whiteboard and the store pages lost their padding so). camelCase,
   * as no attribute is: were it ever given to a styled HTML element, it stays off the DOM.
   */
  tagName?: 'div' | 'section';
}

export function PageFrame({ tagName = 'div', className, ...props }: PageFrameProps) {
  return createElement(tagName, { ...props, className: cx(pageFrameClass, className) });
}
