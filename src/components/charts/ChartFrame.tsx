// What every chart shares: the figure with its title, the empty state, the tooltip, the
// measured width (charts fill their container) and the hover/tap/keyboard selection of a value.
import { styled } from '@linaria/react';
import { useLayoutEffect, useState, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';

export const Figure = styled.figure`
  position: relative;
  margin: 0;
  padding: 14px 14px 10px;
  border-radius: var(--radius);
  background: var(--surface);
  border: 1px solid var(--border);
  min-width: 0;
  h3 {
    margin: 0 0 8px;
    font-size: 0.9375rem;
    font-weight: 700;
  }
  svg {
    display: block;
    overflow: visible;
    touch-action: pan-y;
  }
  svg:focus-visible {
    outline: 2px solid var(--accent);
    outline-offset: 4px;
    border-radius: 4px;
  }
  .bar {
    fill: var(--accent);
  }
  .bar[data-active='true'] {
    fill: var(--text);
  }
  .track {
    fill: var(--surface-2);
  }
  .grid {
    stroke: var(--border);
    stroke-width: 1;
  }
  .axis-text {
    fill: var(--text-muted);
    font-size: 11px;
  }
  .axis-label {
    fill: var(--text-muted);
    font-size: 11px;
    font-weight: 600;
  }
  .line {
    fill: none;
    stroke: var(--accent);
    stroke-width: 2.5;
    stroke-linejoin: round;
    stroke-linecap: round;
  }
  .area {
    fill: var(--accent);
    opacity: 0.16;
  }
  .dot {
    fill: var(--surface);
    stroke: var(--accent);
    stroke-width: 2;
  }
  .cursor {
    stroke: var(--text-muted);
    stroke-dasharray: 3 3;
  }
  .empty {
    margin: 12px 0 6px;
    color: var(--text-muted);
  }
`;

const Tip = styled.div`
  position: absolute;
  z-index: 2;
  transform: translate(-50%, calc(-100% - 8px));
  padding: 4px 8px;
  border-radius: 6px;
  background: var(--text);
  color: var(--bg);
  font-size: 0.75rem;
  font-weight: 600;
  white-space: nowrap;
  pointer-events: none;
  box-shadow: var(--shadow);
`;

const VisuallyHidden = styled.div`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;

export interface TooltipState {
  /** Pixels from the chart's SVG origin. */
  x: number;
  y: number;
  text: string;
}

interface ChartFrameProps {
  title: string;
  testId?: string;
  /** Shown instead of the chart when there is nothing to draw. */
  emptyText?: string | null;
  tooltip: TooltipState | null;
  children: ReactNode;
  measureRef: (element: HTMLElement | null) => void;
}

export function ChartFrame({ title, testId, emptyText, tooltip, children, measureRef }: ChartFrameProps) {
  return (
    <Figure data-testid={testId} data-empty={emptyText ? 'true' : undefined}>
      <h3>{title}</h3>
      <div ref={measureRef} style={{ position: 'relative' }}>
        {emptyText ? <p className="empty">{emptyText}</p> : children}
        {tooltip && !emptyText && (
          <Tip aria-hidden="true" data-testid={testId ? `${testId}-tooltip` : undefined} style={{ left: tooltip.x, top: tooltip.y }}>
            {tooltip.text}
          </Tip>
        )}
      </div>
      {/* Keyboard and screen reader users hear the value they move to. */}
      <VisuallyHidden role="status" aria-live="polite">
        {tooltip?.text ?? ''}
      </VisuallyHidden>
    </Figure>
  );
}

/** The width of the element (ResizeObserver), or `fallback` where it cannot be measured. */
export function useMeasuredWidth(fixed?: number, fallback = 320): [(element: HTMLElement | null) => void, number] {
  const [element, setElement] = useState<HTMLElement | null>(null);
  const [width, setWidth] = useState(fixed ?? fallback);
  useLayoutEffect(() => {
    if (fixed !== undefined || !element) return;
    const measure = () => {
      const measured = Math.floor(element.getBoundingClientRect().width);
      if (measured > 0) setWidth(measured);
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, fixed]);
  return [setElement, fixed ?? width];
}

/** Which value is selected: by hovering or tapping the plot, or with the arrow keys. */
export function useActiveIndex(count: number, indexAt: (x: number) => number) {
  const [active, setActive] = useState<number | null>(null);
  const current = active !== null && active < count ? active : null;

  const onKeyDown = (event: KeyboardEvent<SVGSVGElement>) => {
    if (count === 0) return;
    const moves: Record<string, number> = {
      ArrowRight: (current ?? -1) + 1,
      ArrowDown: (current ?? -1) + 1,
      ArrowLeft: (current ?? count) - 1,
      ArrowUp: (current ?? count) - 1,
      Home: 0,
      End: count - 1,
    };
    if (event.key === 'Escape') {
      setActive(null);
      return;
    }
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    setActive(Math.min(count - 1, Math.max(0, next)));
  };

  const pointAt = (event: PointerEvent<SVGSVGElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    setActive(indexAt(event.clientX - box.left));
  };

  return {
    active: current,
    setActive,
    handlers: {
      tabIndex: 0,
      onKeyDown,
      onPointerMove: pointAt,
      onPointerDown: pointAt,
      // A mouse leaving clears the tooltip; after a tap it stays until the next tap.
      onPointerLeave: (event: PointerEvent<SVGSVGElement>) => event.pointerType === 'mouse' && setActive(null),
      onBlur: () => setActive(null),
    },
  };
}
