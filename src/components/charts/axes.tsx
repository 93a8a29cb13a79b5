// What the two charts over a value axis (vertical bars, line) draw alike: their props, the svg
// with its title and the value axis's name, the grid lines with the tick values, and the category
// labels under the plot (thinned so they never overlap, the last one always shown).
import type { ReactNode } from 'react';
import type { useActiveIndex } from './ChartFrame';
import { barLength, categoryTicks, ticks, type Plot } from './scale';

export interface AxisChartProps {
  title: string;
  formatValue?: (value: number) => string;
  /** Names the values, e.g. 'Views' (above the value axis). */
  valueLabel?: string;
  /** Names the categories, e.g. 'Day' (under the axis). */
  categoryLabel?: string;
  emptyText?: string;
  testId?: string;
  /** Plot height in px. */
  height?: number;
  /** Fixed width instead of the container's (tests, fixed layouts). */
  width?: number;
}

export interface Margin {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

interface PlotSvgProps {
  plot: Plot;
  margin: Margin;
  title: string;
  titleId: string;
  valueLabel?: string;
  testId?: string;
  /** The pointer and keyboard handlers of useActiveIndex. */
  handlers: ReturnType<typeof useActiveIndex>['handlers'];
  children: ReactNode;
}

/** The chart's svg, named by its title, with the value axis's name above the axis. */
export function PlotSvg({ plot, margin, title, titleId, valueLabel, testId, handlers, children }: PlotSvgProps) {
  return (
    <svg
      width={plot.width + margin.left + margin.right}
      height={plot.height + margin.top + margin.bottom}
      role="group"
      aria-labelledby={titleId}
      data-testid={testId ? `${testId}-svg` : undefined}
      {...handlers}
    >
      <title id={titleId}>{title}</title>
      {valueLabel && (
        <text className="axis-label" x={0} y={11}>
          {valueLabel}
        </text>
      )}
      {children}
    </svg>
  );
}

/** Grid lines at round values up to `top`, each with its value left of the plot. */
export function ValueGrid({ plot, top, max, formatValue }: { plot: Plot; top: number; max: number; formatValue: (value: number) => string }) {
  return ticks(top).map((value) => {
    const y = plot.top + plot.height - barLength(value, max, plot.height);
    return (
      <g key={value} aria-hidden="true">
        <line className="grid" x1={plot.left} x2={plot.left + plot.width} y1={y} y2={y} />
        <text className="axis-text" x={plot.left - 6} y={y + 4} textAnchor="end">
          {formatValue(value)}
        </text>
      </g>
    );
  });
}

interface CategoryAxisProps {
  plot: Plot;
  labels: readonly string[];
  /** The x of a category's label. */
  xOf: (index: number) => number;
  /** Pixels between two categories, and the least a label needs. */
  spacing: number;
  minLabelGap: number;
  /** The furthest right a label may reach (the svg's right edge). */
  right: number;
  categoryLabel?: string;
}

/** Every few categories' labels, never overlapping (categoryTicks), and the categories' name under them. */
export function CategoryAxis({ plot, labels, xOf, spacing, minLabelGap, right, categoryLabel }: CategoryAxisProps) {
  const baseline = plot.top + plot.height;
  return (
    <>
      {categoryTicks(labels, xOf, spacing, { minGap: minLabelGap, right }).map(({ index, x, anchor }) => (
        <text key={index} className="axis-text" aria-hidden="true" x={x} y={baseline + 14} textAnchor={anchor}>
          {labels[index]}
        </text>
      ))}
      {categoryLabel && (
        <text className="axis-label" aria-hidden="true" x={plot.left + plot.width / 2} y={baseline + 30} textAnchor="middle">
          {categoryLabel}
        </text>
      )}
    </>
  );
}
