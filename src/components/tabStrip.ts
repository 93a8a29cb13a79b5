// The strip behaviour of every tab bar (useTabs gives its list these props): a row of tabs wider
// than the screen scrolls sideways (a TabList wraps its tabs instead, so there this has nothing to
// do; the bars laid out otherwise, like the phone home's sticky tabs, still scroll), the chosen tab is always scrolled into view (on a phone the
// address may name the last one, e.g. a profile's Blocks), and an edge with more tabs beyond it
// fades out, so the bar shows that it scrolls. The edges are kept in `data-overflow` ('start',
// 'end', both or none), set on the element itself as the strip scrolls or changes size, without
// a render. Sideways only: the page's own scroll position is never touched.
import { css } from '@linaria/core';
import { useCallback, useLayoutEffect, useRef } from 'react';

/** How wide the fade at an edge is; the chosen tab is kept clear of it. */
export const TAB_FADE_PX = 28;

export type OverflowEdges = '' | 'start' | 'end' | 'start end';

interface StripSizes {
  scrollLeft: number;
  clientWidth: number;
  scrollWidth: number;
}

/** Which edges of a strip have tabs beyond them (a pixel of rounding is not overflow). */
export function overflowEdges({ scrollLeft, clientWidth, scrollWidth }: StripSizes): OverflowEdges {
  const start = scrollLeft > 1;
  const end = scrollLeft + clientWidth < scrollWidth - 1;
  return start && end ? 'start end' : start ? 'start' : end ? 'end' : '';
}

/**
 * The scroll position that shows the whole of a tab that starts `left` px into the strip's content
 * and is `width` px wide, clear of the fades, moving as little as possible (unchanged when it shows).
 */
export function scrollToShow(strip: StripSizes, left: number, width: number): number {
  const max = Math.max(0, strip.scrollWidth - strip.clientWidth);
  const fade = strip.clientWidth > 4 * TAB_FADE_PX ? TAB_FADE_PX : 0;
  let next = strip.scrollLeft;
  if (left + width > next + strip.clientWidth - fade) next = left + width - strip.clientWidth + fade;
  if (left < next + fade) next = left - fade;
  return Math.min(max, Math.max(0, Math.round(next)));
}

/** Marks the strip's overflowing edges (the fades follow). */
function markEdges(strip: HTMLElement): void {
  const edges = overflowEdges(strip);
  if (edges) strip.dataset.overflow = edges;
  else delete strip.dataset.overflow;
}

/** Scrolls the strip sideways so that its chosen tab shows whole. */
function showChosen(strip: HTMLElement): void {
  const chosen = strip.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]');
  if (!chosen) return;
  const box = chosen.getBoundingClientRect();
  const left = box.left - strip.getBoundingClientRect().left + strip.scrollLeft;
  const next = scrollToShow(strip, left, box.width);
  if (next !== strip.scrollLeft) strip.scrollLeft = next;
}

/** The class of a tab strip: it scrolls sideways, and an overflowing edge fades out. */
export const tabStrip = css`
  overflow-x: auto;
  overscroll-behavior-x: contain;
  &[data-overflow='start'] {
    mask-image: linear-gradient(to right, transparent, #000 ${TAB_FADE_PX}px);
  }
  &[data-overflow='end'] {
    mask-image: linear-gradient(to left, transparent, #000 ${TAB_FADE_PX}px);
  }
  &[data-overflow='start end'] {
    mask-image: linear-gradient(to right, transparent, #000 ${TAB_FADE_PX}px, #000 calc(100% - ${TAB_FADE_PX}px), transparent);
  }
`;

/**
 * The props of a tab strip: its class and a ref that follows its scrolling and size. `chosen`
 * (the chosen tab and the list of tabs) changing brings the chosen tab into view.
 */
export function useTabStrip(chosen: string) {
  const strip = useRef<HTMLElement | null>(null);
  const observer = useRef<ResizeObserver | null>(null);
  const ref = useCallback((node: HTMLElement | null) => {
    strip.current = node;
    if (!node) return;
    const update = () => markEdges(node);
    node.addEventListener('scroll', update, { passive: true });
    // The strip's width (a turned phone) and the tabs' (a font that arrived, a count that grew).
    const sizes = typeof ResizeObserver === 'function' ? new ResizeObserver(update) : null;
    observer.current = sizes;
    sizes?.observe(node);
    return () => {
      node.removeEventListener('scroll', update);
      sizes?.disconnect();
      if (observer.current === sizes) observer.current = null;
      if (strip.current === node) strip.current = null;
    };
  }, []);
  useLayoutEffect(() => {
    const node = strip.current;
    if (!node) return;
    for (const tab of node.children) observer.current?.observe(tab);
    showChosen(node);
    markEdges(node);
  }, [chosen]);
  return { ref, className: tabStrip };
}
