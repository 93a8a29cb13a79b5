// Bar charts in SVG. Vertical: columns over a value axis with round ticks (series such as views
// per day). Horizontal: ranked rows, each a label (a link when the datum has href), a bar scaled
// to the largest value and the value itself (tool use counts, most viewed sketches).
// Hover, tap or the arrow keys show a value's tooltip; every bar carries an aria-label.
import { styled } from '@linaria/react';
import { useId, useMemo, useRef, useState, type CSSProperties } from 'react';
import { formatNumber } from '../../lib/numbers';
import { ChartFrame, useActiveIndex, useMeasuredWidth, type TooltipState } from './ChartFrame';
import { type AxisChartProps, CategoryAxis, PlotSvg, ValueGrid } from './axes';
import { axisMax, bandCenter, barLength, cleanValues, nearestIndex, type Plot } from './scale';

export interface BarDatum {
  label: string;
  value: number;
  /** Horizontal charts: the row's label links here. */
  href?: string;
}

/** The axis props (value and category names, height, width) are for vertical bars. */
export interface BarChartProps extends AxisChartProps {
  data: readonly BarDatum[];
  orientation?: 'vertical' | 'horizontal';
}

export const VERTICAL_MARGIN = { left: 40, right: 8, top: 20, bottom: 34 } as const;
const MIN_LABEL_GAP = 56;

const Rows = styled.div`
  /* One set of columns for every row, the values' as wide as the widest of them, so every track
     has the same length and the bars are on one scale. Where subgrid is missing each row sizes its
     own, the value kept at least as wide as the longest value's characters. */
  ol {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    grid-template-columns: minmax(64px, 38%) 1fr auto;
    gap: 6px 8px;
  }
  li {
    grid-column: 1 / -1;
    display: grid;
    grid-template-columns: minmax(64px, 38%) 1fr auto;
    align-items: center;
    gap: 8px;
    min-height: 26px;
  }
  @supports (grid-template-columns: subgrid) {
    li {
      grid-template-columns: subgrid;
    }
  }
  .label {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
    font-size: 0.8125rem;
  }
  .label a {
    color: var(--text);
  }
  .value {
    min-width: calc(var(--value-chars, 0) * 1ch);
    font-size: 0.8125rem;
    font-weight: 700;
    font-variant-numeric: tabular-nums;
    text-align: right;
  }
  svg {
    width: 100%;
    height: 18px;
  }
  svg:focus-visible {
    outline: 2px solid var(--accent);
  }
  .caption {
    margin: 6px 0 0;
    font-size: 0.6875rem;
    font-weight: 600;
    color: var(--text-muted);
    text-align: right;
  }
`;

export function BarChart(props: BarChartProps) {
  return props.orientation === 'horizontal' ? <HorizontalBars {...props} /> : <VerticalBars {...props} />;
}

function useCleanData(data: readonly BarDatum[]) {
  return useMemo(() => {
    const values = cleanValues(data.map((d) => d.value));
    return data.map((d, i) => ({ ...d, value: values[i] as number }));
  }, [data]);
}

function VerticalBars({ title, data, formatValue = formatNumber, valueLabel, categoryLabel, emptyText, testId, height = 160, width }: BarChartProps) {
  const items = useCleanData(data);
  const [measureRef, measured] = useMeasuredWidth(width);
  const m = VERTICAL_MARGIN;
  const plot: Plot = { left: m.left, top: m.top, width: Math.max(40, measured - m.left - m.right), height };
  const { active, handlers } = useActiveIndex(items.length, (x) => nearestIndex(x, items.length, plot, 'bands'));
  const titleId = useId();
  const max = axisMax(items.map((d) => d.value));
  const band = plot.width / Math.max(1, items.length);
  const describe = (d: BarDatum) => `${d.label}: ${formatValue(d.value)}${valueLabel ? ` ${valueLabel.toLowerCase()}` : ''}`;
  const selected = active !== null ? items[active] : undefined;
  const tooltip: TooltipState | null = selected
    ? { x: bandCenter(active as number, items.length, plot), y: plot.top + plot.height - barLength(selected.value, max, plot.height), text: describe(selected) }
    : null;
  const isEmpty = items.length === 0 || items.every((d) => d.value === 0);

  return (
    <ChartFrame title={title} testId={testId} emptyText={isEmpty ? (emptyText ?? 'No data yet.') : null} tooltip={tooltip} measureRef={measureRef}>
      <PlotSvg plot={plot} margin={m} title={title} titleId={titleId} valueLabel={valueLabel} testId={testId} handlers={handlers}>
        <ValueGrid plot={plot} top={Math.max(0, ...items.map((d) => d.value))} max={max} formatValue={formatValue} />
        {items.map((d, i) => {
          const h = barLength(d.value, max, plot.height);
          return (
            <rect
              key={i}
              className="bar"
              data-testid={testId ? `${testId}-bar` : undefined}
              data-value={d.value}
              data-active={active === i ? 'true' : undefined}
              role="img"
              aria-label={describe(d)}
              x={plot.left + band * i + band * 0.15}
              y={plot.top + plot.height - h}
              width={Math.max(1, band * 0.7)}
              height={h}
              rx={Math.min(3, band * 0.2)}
            />
          );
        })}
        <CategoryAxis plot={plot} labels={items.map((d) => d.label)} xOf={(i) => bandCenter(i, items.length, plot)} spacing={band} minLabelGap={MIN_LABEL_GAP} right={plot.left + plot.width + m.right - 1} categoryLabel={categoryLabel} />
      </PlotSvg>
    </ChartFrame>
  );
}

/** Percentage of the track a row's bar fills (the largest value fills it). */
export function rowPercent(value: number, max: number): number {
  return barLength(value, max, 100);
}

function HorizontalBars({ title, data, formatValue = formatNumber, valueLabel, emptyText, testId }: BarChartProps) {
  const items = useCleanData(data);
  const [active, setActive] = useState<number | null>(null);
  const [tooltip, setTooltip] = useState<TooltipState | null>(null);
  const holder = useRef<HTMLElement | null>(null);
  const max = Math.max(0, ...items.map((d) => d.value));
  const valueChars = Math.max(0, ...items.map((d) => formatValue(d.value).length));
  const describe = (d: BarDatum) => `${d.label}: ${formatValue(d.value)}${valueLabel ? ` ${valueLabel.toLowerCase()}` : ''}`;

  const show = (index: number, bar: Element) => {
    const datum = items[index];
    if (!datum || !holder.current) return;
    const box = bar.getBoundingClientRect();
    const origin = holder.current.getBoundingClientRect();
    setActive(index);
    setTooltip({ x: box.left - origin.left + (box.width * rowPercent(datum.value, max)) / 100, y: box.top - origin.top, text: describe(datum) });
  };
  const hide = () => {
    setActive(null);
    setTooltip(null);
  };

  return (
    <ChartFrame
      title={title}
      testId={testId}
      emptyText={items.length === 0 ? (emptyText ?? 'No data yet.') : null}
      tooltip={tooltip}
      measureRef={(element) => {
        holder.current = element;
      }}
    >
      <Rows>
        <ol aria-label={title} style={{ '--value-chars': valueChars } as CSSProperties}>
          {items.map((d, i) => (
            <li key={i} data-testid={testId ? `${testId}-row` : undefined}>
              <span className="label" title={d.label}>
                {d.href ? <a href={d.href}>{d.label}</a> : d.label}
              </span>
              <svg
                role="img"
                aria-label={describe(d)}
                tabIndex={0}
                onPointerEnter={(event) => show(i, event.currentTarget)}
                onPointerDown={(event) => show(i, event.currentTarget)}
                onPointerLeave={(event) => event.pointerType === 'mouse' && hide()}
                onFocus={(event) => show(i, event.currentTarget)}
                onBlur={hide}
              >
                <rect className="track" x="0" y="2" width="100%" height="14" rx="4" />
                <rect
                  className="bar"
                  data-testid={testId ? `${testId}-bar` : undefined}
                  data-value={d.value}
                  data-active={active === i ? 'true' : undefined}
                  x="0"
                  y="2"
                  width={`${rowPercent(d.value, max).toFixed(2)}%`}
                  height="14"
                  rx="4"
                />
              </svg>
              <span className="value">{formatValue(d.value)}</span>
            </li>
          ))}
        </ol>
        {valueLabel && (
          <p className="caption" aria-hidden="true">
            {valueLabel}
          </p>
        )}
      </Rows>
    </ChartFrame>
  );
}
