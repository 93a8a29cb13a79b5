// @vitest-environment jsdom
import { fireEvent, render, screen } from '../../../test/support/render';
import { describe, expect, it, vi } from 'vitest';
import { BarChart, VERTICAL_MARGIN } from './BarChart';
import { LineChart, LINE_MARGIN } from './LineChart';

const attr = (element: Element, name: string) => Number(element.getAttribute(name));

// jsdom has no PointerEvent: a MouseEvent with a pointer type stands in (clientX included).
if (typeof window.PointerEvent === 'undefined') {
  class FakePointerEvent extends MouseEvent {
    readonly pointerType: string;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerType = init.pointerType ?? 'mouse';
    }
  }
  window.PointerEvent = FakePointerEvent as unknown as typeof PointerEvent;
}

describe('BarChart (vertical)', () => {
  const data = [
    { label: 'Mon', value: 10 },
    { label: 'Tue', value: 40 },
    { label: 'Wed', value: 20 },
  ];

  it('draws one bar per value with heights proportional to the values on a round axis', () => {
    render(<BarChart title="Views per day" data={data} testId="days" width={300} height={100} valueLabel="Views" categoryLabel="Day" />);
    const bars = screen.getAllByTestId('days-bar');
    expect(bars).toHaveLength(3);
    // The axis tops out at 40 (ticks 0, 10, 20, 30, 40): 40 fills the 100 px plot.
    expect(bars.map((bar) => attr(bar, 'height'))).toEqual([25, 100, 50]);
    expect(attr(bars[1]!, 'y')).toBe(VERTICAL_MARGIN.top);
    expect(bars[0]!.getAttribute('aria-label')).toBe('Mon: 10 views');
    expect(screen.getByRole('heading', { name: 'Views per day' })).toBeTruthy();
    const svg = screen.getByTestId('days-svg');
    expect(svg.getAttribute('width')).toBe('300');
    expect(svg.textContent).toContain('Views');
    expect(svg.textContent).toContain('Day');
    expect(svg.textContent).toContain('Wed');
  });

  it('shows a tooltip for the bar under the pointer and moves it with the arrow keys', () => {
    render(<BarChart title="Views per day" data={data} testId="days" width={300} />);
    const svg = screen.getByTestId('days-svg');
    svg.getBoundingClientRect = () => ({ left: 0, top: 0, width: 300, height: 200 }) as DOMRect;
    // Plot: 40..292 px wide, three bands of 84 px: x = 150 is in the second.
    fireEvent.pointerDown(svg, { clientX: 150, pointerType: 'touch' });
    expect(screen.getByTestId('days-tooltip').textContent).toBe('Tue: 40');
    fireEvent.keyDown(svg, { key: 'ArrowRight' });
    expect(screen.getByTestId('days-tooltip').textContent).toBe('Wed: 20');
    expect(screen.getAllByTestId('days-bar')[2]!.getAttribute('data-active')).toBe('true');
    fireEvent.keyDown(svg, { key: 'Home' });
    expect(screen.getByTestId('days-tooltip').textContent).toBe('Mon: 10');
    expect(screen.getByRole('status').textContent).toBe('Mon: 10');
    fireEvent.keyDown(svg, { key: 'Escape' });
    expect(screen.queryByTestId('days-tooltip')).toBeNull();
  });

  it('says so when there is nothing to draw', () => {
    render(<BarChart title="Views per day" data={[{ label: 'Mon', value: 0 }]} testId="days" emptyText="No views yet." width={300} />);
    expect(screen.getByText('No views yet.')).toBeTruthy();
    expect(screen.queryByTestId('days-svg')).toBeNull();
    render(<BarChart title="Nothing" data={[]} testId="none" width={300} />);
    expect(screen.getByTestId('none').textContent).toContain('No data yet.');
  });

  it('draws bad values as zero instead of failing', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(<BarChart title="Odd" data={[{ label: 'a', value: Number.NaN }, { label: 'b', value: 4 }]} testId="odd" width={300} height={100} />);
    expect(screen.getAllByTestId('odd-bar').map((bar) => attr(bar, 'height'))).toEqual([0, 100]);
  });
});

describe('BarChart (horizontal)', () => {
  const data = [
    { label: 'Brush', value: 80, href: '/sketch/1' },
    { label: 'Eraser', value: 20 },
  ];

  it('scales rows to the largest value, shows values and links labels', () => {
    render(<BarChart title="Tool use" data={data} orientation="horizontal" testId="tools" valueLabel="Uses" />);
    const bars = screen.getAllByTestId('tools-bar');
    expect(bars.map((bar) => bar.getAttribute('width'))).toEqual(['100.00%', '25.00%']);
    const rows = screen.getAllByTestId('tools-row');
    expect(rows[0]!.textContent).toContain('80');
    expect(screen.getByRole('link', { name: 'Brush' }).getAttribute('href')).toBe('/sketch/1');
    expect(screen.getByRole('img', { name: 'Eraser: 20 uses' })).toBeTruthy();
  });

  it('keeps the values in one column as wide as the longest, so every track is as long', () => {
    render(<BarChart title="Storage" data={[{ label: 'JPEG', value: 5 }, { label: 'PNG', value: 1234 }]} orientation="horizontal" testId="storage" />);
    expect(screen.getByRole('list', { name: 'Storage' }).style.getPropertyValue('--value-chars')).toBe(String('1,234'.length));
  });

  it('shows a tooltip on tap', () => {
    render(<BarChart title="Tool use" data={data} orientation="horizontal" testId="tools" />);
    fireEvent.pointerDown(screen.getByRole('img', { name: 'Eraser: 20' }), { pointerType: 'touch' });
    expect(screen.getByTestId('tools-tooltip').textContent).toBe('Eraser: 20');
  });
});

describe('LineChart', () => {
  it('puts one point per value, higher values higher, spread across the plot', () => {
    render(<LineChart title="Views per hour" values={[0, 5, 10]} labels={['1:00', '2:00', '3:00']} testId="hours" width={252} height={100} valueLabel="Views" />);
    const points = screen.getAllByTestId('hours-point');
    expect(points).toHaveLength(3);
    // Plot 40..240 px wide; the axis tops out at 10.
    expect(points.map((p) => [attr(p, 'cx'), attr(p, 'cy')])).toEqual([
      [LINE_MARGIN.left, 120],
      [140, 70],
      [240, 20],
    ]);
    expect(points[1]!.getAttribute('aria-label')).toBe('2:00: 5 views');
    expect(screen.getByTestId('hours-line').getAttribute('d')).toBe('M40.0,120.0 L140.0,70.0 L240.0,20.0');
  });

  it('shows the hovered value and clears it when the mouse leaves', () => {
    render(<LineChart title="Views per hour" values={[3, 9]} labels={['a', 'b']} testId="hours" width={252} />);
    const svg = screen.getByTestId('hours-svg');
    svg.getBoundingClientRect = () => ({ left: 0, top: 0, width: 252, height: 200 }) as DOMRect;
    fireEvent.pointerMove(svg, { clientX: 230, pointerType: 'mouse' });
    expect(screen.getByTestId('hours-tooltip').textContent).toBe('b: 9');
    fireEvent.pointerLeave(svg, { pointerType: 'mouse' });
    expect(screen.queryByTestId('hours-tooltip')).toBeNull();
  });

  it('shows the empty text for a series of zeros', () => {
    render(<LineChart title="Views per hour" values={[0, 0]} labels={['a', 'b']} testId="hours" emptyText="No views in the last 24 hours." />);
    expect(screen.getByText('No views in the last 24 hours.')).toBeTruthy();
    expect(screen.queryByTestId('hours-point')).toBeNull();
  });
});
