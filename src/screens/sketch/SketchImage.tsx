// The sketch itself: requested at the size step it is shown at (doubled on high-density
// screens), with its box reserved before the image arrives so nothing below it jumps. A mature
// sketch is hidden behind a notice from viewers not marked mature; a sketch removed for a
// violation is hidden from everyone but its artist.
import { initialViewport, useHydrated } from '../../lib/useHydrated';
import { styled } from '@linaria/react';
import { useLayoutEffect, useRef, useState } from 'react';
import type { Sketch } from '../../api/schemas/sketches';
import { fixedWidthSlot, slotImage } from '../../lib/images';
import { displayTitle } from '../../lib/sketchCard';
import { fitImage, MATURE_NOTICE } from './pageRules';

const Frame = styled.div`
  position: relative;
  max-width: 100%;
  margin: 0 auto;
  border-radius: 10px;
  overflow: hidden;
  background: var(--surface-2);
  img {
    display: block;
    width: 100%;
    height: 100%;
  }
`;

const Notice = styled.div`
  display: grid;
  place-items: center;
  max-width: 640px;
  min-height: 200px;
  margin: 0 auto;
  padding: 24px;
  border-radius: 10px;
  background: var(--surface-2);
  color: var(--text-muted);
  text-align: center;
`;

/**
 * Leaves room for the site's header and, on a phone, the actions under the image (`below`); on a
 * wide screen nothing comes under it on the first screen. At least 300 px (the actions then come
 * below the first screen), but never taller than the screen under the header: on a phone on its
 * side (320 px high) the image is shown whole.
 */
export function maxImageHeight(below: number, viewport = initialViewport(true)): number {
  const room = viewport.height - 96;
  return Math.max(Math.min(300, room), room - below);
}
/**
 * The page's width with its sides, as the measure below reads it (`clientWidth` counts the
 * padding; the frame's max-width keeps the image inside): on a phone, the screen's width, as the
 * server's preload assumes (src/lib/landingImages.ts). The server lays out with the same rule, so
 * a phone of SERVER_VIEWPORT's width keeps the file the HTML asked for.
 */
const pageWidth = (viewport = initialViewport(true)) => Math.min(viewport.width, 1024);

export function SketchImage({ sketch, hidden, below = 64 }: { sketch: Sketch; hidden: 'mature' | 'violation' | null; below?: number }) {
  const ref = useRef<HTMLDivElement>(null);
  // Laid out for the server's viewport while hydrating (its markup), then measured.
  const hydrated = useHydrated();
  const [box, setBox] = useState(() => {
    const viewport = initialViewport(hydrated);
    return { width: pageWidth(viewport), maxHeight: maxImageHeight(below, viewport) };
  });

  useLayoutEffect(() => {
    const parent = ref.current?.parentElement;
    if (!parent || typeof ResizeObserver === 'undefined') return;
    const measure = () => setBox({ width: Math.min(parent.clientWidth || pageWidth(), 1024), maxHeight: maxImageHeight(below) });
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(parent);
    return () => observer.disconnect();
  }, [below]);

  if (hidden === 'mature') {
    return (
      <Notice ref={ref} data-testid="mature-notice">
        {MATURE_NOTICE}
      </Notice>
    );
  }
  if (hidden === 'violation') return <div ref={ref} />;
  const fit = fitImage(sketch.width, sketch.height, box.width, box.maxHeight);
  return (
    <Frame ref={ref} style={{ width: fit.width, aspectRatio: `${sketch.width} / ${sketch.height}` }}>
      <img
        data-testid="sketch-image"
        // The browser picks the served width that fills the frame on its screen (often under 2x).
        {...slotImage(sketch.image, fixedWidthSlot(fit.width), fit.width)}
        alt={displayTitle(sketch.title)}
        width={fit.width}
        height={fit.height}
        decoding="async"
        fetchPriority="high"
      />
    </Frame>
  );
}
