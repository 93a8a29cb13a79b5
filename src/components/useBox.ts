// The width of a windowed list and its distance from the top of the document, kept up to date.
import { useLayoutEffect, useState } from 'react';

/**
 * The last width measured: a list that comes back (back navigation) starts at its real width,
 * so its height is right when the saved scroll position is put back.
 */
let lastWidth = 0;

export function useBox(ref: React.RefObject<HTMLElement | null>): { width: number; top: number } {
  const [box, setBox] = useState(() => ({ width: lastWidth, top: 0 }));
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const rect = element.getBoundingClientRect();
      const next = { width: Math.round(element.clientWidth), top: Math.round(rect.top + window.scrollY) };
      if (next.width > 0) lastWidth = next.width;
      setBox((b) => (b.width === next.width && b.top === next.top ? b : next));
    };
    measure();
    // Width changes with the viewport; the top moves when content above the list changes size.
    // Where there is no ResizeObserver (tests), the first measure stands.
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.parentElement) observer.observe(element.parentElement);
    return () => observer.disconnect();
  }, [ref]);
  return box;
}

/**
 * The width to lay out with before the first measurement (`viewportWidth`: see initialViewport):
 * the page's width less its sides (12 px each on a phone, 24 from 768 px, as the list pages lay
 * out), so the server's markup has the columns the list keeps once measured.
 */
export const boxWidth = (box: { width: number }, viewportWidth: number) => {
  if (box.width) return box.width;
  const page = Math.min(viewportWidth, 1280);
  return page - (viewportWidth < 768 ? 24 : 48);
};
