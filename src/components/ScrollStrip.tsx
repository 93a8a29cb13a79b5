// A row that scrolls sideways (the home page's strips, the sketch page's "More by" strips). On a
// touch screen it is swiped; a mouse cannot scroll it sideways, so on pointer devices buttons at
// its edges scroll it by most of its width, each gone at its end. The buttons only stand in for a
// swipe: keyboard and screen-reader users reach every item by itself, so they skip the buttons.
// Items are `--item` wide (`--item-wide` from 768 px); items with class "tile" are square.
import { styled } from '@linaria/react';
import { useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { useMediaQuery } from './useMediaQuery';

/** Where the step buttons show (the CSS below): a pointer that hovers, so not a phone. */
export const STEP_BUTTONS_QUERY = '(hover: hover) and (pointer: fine)';

const Wrap = styled.div`
  position: relative;
  /* Room for the horizontal scrollbar below the items, so it never covers them: 8 px (spec part 2
     §9), except on iOS devices, whose scrollbar shows only while the strip is swiped, over it. Only
     iOS's WebKit (Safari and the app's WebView alike) knows -webkit-touch-callout; a CSS test and
     not a script's, so the server's markup and the first paint already have it right. */
  --scrollbar-room: 8px;
  @supports (-webkit-touch-callout: none) {
    --scrollbar-room: 0px;
  }
  .track {
    display: grid;
    grid-auto-flow: column;
    grid-auto-columns: var(--item, 160px);
    gap: 8px;
    overflow-x: auto;
    overscroll-behavior-x: contain;
    scroll-snap-type: x proximity;
    margin: 0;
    padding: 0 0 var(--scrollbar-room);
    list-style: none;
    scrollbar-width: thin;
  }
  .track > * {
    scroll-snap-align: start;
    min-width: 0;
  }
  .track > .tile {
    height: var(--item, 160px);
    /* A tile's size is fixed by the track, so the browser can skip laying out and painting the
       tiles scrolled out of sight (most of a strip: a phone shows two or three of 25) without
       anything moving. In a trace of home this halved layout and paint during its first load. */
    content-visibility: auto;
  }
  .step {
    display: none;
  }
  @media (min-width: 768px) {
    .track {
      grid-auto-columns: var(--item-wide, 180px);
    }
    .track > .tile {
      height: var(--item-wide, 180px);
    }
  }
  @media ${STEP_BUTTONS_QUERY} {
    .step {
      position: absolute;
      /* Centred on the items, above the scrollbar's room. */
      top: calc(50% - 22px - var(--scrollbar-room) / 2);
      z-index: 1;
      display: grid;
      place-items: center;
      width: 44px;
      height: 44px;
      padding: 0 0 3px;
      border-radius: 50%;
      border: 1px solid var(--border);
      background: var(--surface);
      color: var(--text);
      box-shadow: var(--shadow);
      font-size: 28px;
      line-height: 1;
      cursor: pointer;
    }
    .step:disabled {
      visibility: hidden;
    }
    .prev {
      left: -8px;
    }
    .next {
      right: -8px;
    }
  }
`;

export interface ScrollStripProps {
  children: ReactNode;
  /** The track's style: `--item` and `--item-wide` set the items' widths. */
  style?: CSSProperties;
  /** The track's element: a list for strips of list items. */
  as?: 'div' | 'ul';
}

export function ScrollStrip({ children, style, as: Track = 'div' }: ScrollStripProps) {
  const track = useRef<HTMLDivElement & HTMLUListElement>(null);
  /** Whether the track is scrolled to its start and to its end. */
  const [ends, setEnds] = useState<readonly [boolean, boolean]>([true, true]);
  // The ends last set, to set them only when they change: a same-value update does not always
  // bail out (right after hydration React keeps it as an update of its own), and this effect
  // runs after every render, so each would render the strip again, without end.
  const lastEnds = useRef(ends);
  const buttonsShow = useMediaQuery(STEP_BUTTONS_QUERY);

  // Measured after every render (items come and go with the data) and on scroll and resize, and
  // only where the buttons show: reading the track's scroll width makes the browser lay the page
  // out there and then, which on a phone (no buttons) cost a tenth of a second of hydration.
  useEffect(() => {
    const element = track.current;
    if (!element || !buttonsShow) return;
    const update = () => {
      const start = element.scrollLeft <= 1;
      const end = element.scrollLeft + element.clientWidth >= element.scrollWidth - 1;
      if (lastEnds.current[0] === start && lastEnds.current[1] === end) return;
      lastEnds.current = [start, end];
      setEnds(lastEnds.current);
    };
    update();
    element.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      element.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  });

  const step = (direction: 1 | -1) => {
    const element = track.current;
    // Most of a width, so the item cut at the edge shows whole; scroll snapping aligns the rest.
    // Gliding there, unless the reader asked for less motion (a script's smooth scroll ignores the
    // stylesheet's reduced-motion rules).
    const behavior = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';
    element?.scrollBy({ left: direction * Math.max(1, element.clientWidth * 0.8), behavior });
  };

  return (
    <Wrap>
      <Track ref={track} className="track" style={style}>
        {children}
      </Track>
      <button type="button" className="step prev" title="Scroll left" aria-hidden="true" tabIndex={-1} disabled={ends[0]} onClick={() => step(-1)} data-testid="strip-prev">
        ‹
      </button>
      <button type="button" className="step next" title="Scroll right" aria-hidden="true" tabIndex={-1} disabled={ends[1]} onClick={() => step(1)} data-testid="strip-next">
        ›
      </button>
    </Wrap>
  );
}
