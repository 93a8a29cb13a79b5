// A line chart in SVG for a series over time (views per hour, per month): a value axis with
// round ticks, the line over a soft area, a point per value, labels under the axis. Hover, tap
// or the arrow keys select a point and show its tooltip; every point carries an aria-label.
import { useId, useMemo } from 'react';
import { formatNumber } from '../../lib/numbers';
import { ChartFrame, useActiveIndex, useMeasuredWidth, type TooltipState } from './ChartFrame';
import { CategoryAxis, PlotSvg, ValueGrid, type AxisChartProps } from './axes';
import { axisMax, cleanValues, linePoints, nearestIndex, pathData, type Plot } from './scale';

export interface LineChartProps extends AxisChartProps {
  values: readonly number[];
  /** One label per value. */
  labels: readonly string[];
}

export const LINE_MARGIN = { left: 40, right: 12, top: 20, bottom: 34 } as const;
const MIN_LABEL_GAP = 40;

export function LineChart({ title, values, labels, formatValue = formatNumber, valueLabel, categoryLabel, emptyText, testId, height = 160, width }: LineChartProps) {
  const clean = useMemo(() => cleanValues(values), [values]);
  const [measureRef, measured] = useMeasuredWidth(width);
  const m = LINE_MARGIN;
  const plot: Plot = { left: m.left, top: m.top, width: Math.max(40, measured - m.left - m.right), height };
  const { active, handlers } = useActiveIndex(clean.length, (x) => nearestIndex(x, clean.length, plot, 'points'));
  const titleId = useId();
  const max = axisMax(clean);
  const points = linePoints(clean, plot, max);
  const gap = clean.length > 1 ? plot.width / (clean.length - 1) : plot.width;
  const labelOf = (i: number) => labels[i] ?? String(i + 1);
  const describe = (i: number) => `${labelOf(i)}: ${formatValue(clean[i] ?? 0)}${valueLabel ? ` ${valueLabel.toLowerCase()}` : ''}`;
  const selected = active !== null ? points[active] : undefined;
  const tooltip: TooltipState | null = selected ? { x: selected.x, y: selected.y, text: describe(active as number) } : null;
  const isEmpty = clean.length === 0 || clean.every((value) => value === 0);
  const baseline = plot.top + plot.height;
  const first = points[0];
  const last = points.at(-1);
  const area = first && last ? `${pathData(points)} L${last.x.toFixed(1)},${baseline} L${first.x.toFixed(1)},${baseline} Z` : '';

  return (
    <ChartFrame title={title} testId={testId} emptyText={isEmpty ? (emptyText ?? 'No data yet.') : null} tooltip={tooltip} measureRef={measureRef}>
      <PlotSvg plot={plot} margin={m} title={title} titleId={titleId} valueLabel={valueLabel} testId={testId} handlers={handlers}>
        <ValueGrid plot={plot} top={Math.max(0, ...clean)} max={max} formatValue={formatValue} />
        <path className="area" d={area} aria-hidden="true" />
        <path className="line" d={pathData(points)} data-testid={testId ? `${testId}-line` : undefined} aria-hidden="true" />
        {selected && <line className="cursor" x1={selected.x} x2={selected.x} y1={plot.top} y2={baseline} aria-hidden="true" />}
        {points.map((point, i) => (
          <circle
            key={i}
            className="dot"
            data-testid={testId ? `${testId}-point` : undefined}
            data-value={clean[i]}
            role="img"
            aria-label={describe(i)}
            cx={point.x}
            cy={point.y}
            r={active === i ? 5 : clean.length > 31 ? 0 : 2.5}
          />
        ))}
        <CategoryAxis plot={plot} labels={clean.map((_, i) => labelOf(i))} xOf={(i) => points[i]?.x ?? 0} spacing={gap} minLabelGap={MIN_LABEL_GAP} right={plot.left + plot.width + m.right - 1} categoryLabel={categoryLabel} />
      </PlotSvg>
    </ChartFrame>
  );
}
