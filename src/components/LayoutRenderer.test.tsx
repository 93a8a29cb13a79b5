// @vitest-environment jsdom
import { render, screen, waitFor } from '../../test/support/render';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LayoutRenderer } from './LayoutRenderer';
import { MAX_LAYOUT_DEPTH, parseLayout, type LayoutNode } from './layoutNode';
import { useTheme } from '../stores/theme';

afterEach(() => vi.restoreAllMocks());

describe('LayoutRenderer', () => {
  it('lays subviews out in the mode and spacing the description gives, each view with its text, size and alignment', () => {
    const layout: LayoutNode = {
      layout: 'horizontal',
      spacing: 12,
      width: 300,
      subviews: [
        { type: 'label', text: 'Daily challenge', fontSize: 18, textAlign: 'center', className: 'title' },
        { type: 'image', src: '/img/sketch/7', text: 'A fox', width: 50, height: 50 },
        { layout: 'stack', subviews: [{ type: 'label', text: 'under' }, { type: 'label', text: 'over' }] },
      ],
    };
    const { container } = render(<LayoutRenderer layout={layout} />);
    const row = container.firstElementChild as HTMLElement;
    expect(row.dataset.layout).toBe('horizontal');
    expect(row.style.gap).toBe('12px');
    expect(row.style.width).toBe('300px');
    const title = screen.getByText('Daily challenge');
    expect(title.className).toBe('title');
    expect(title.style.fontSize).toBe('18px');
    expect(title.style.textAlign).toBe('center');
    const image = screen.getByRole('img', { name: 'A fox' }) as HTMLImageElement;
    expect(image.getAttribute('src')).toBe('/img/sketch/7');
    expect(image.style.height).toBe('50px');
    const stack = screen.getByText('over').parentElement!;
    expect(stack.dataset.layout).toBe('stack');
    expect([...stack.children].map((child) => child.textContent)).toEqual(['under', 'over']);
  });

  it('calls the tap handler a button or a view names; a missing one leaves it disabled and is logged', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const join = vi.fn();
    const open = vi.fn();
    const layout: LayoutNode = {
      subviews: [
        { type: 'button', text: 'Join', background: 'accent', onTap: 'join' },
        { type: 'label', text: 'Open the compo', onTap: 'open' },
        { type: 'button', text: 'Leave', onTap: 'leave-nowhere' },
      ],
    };
    render(<LayoutRenderer layout={layout} onTap={{ join, open }} />);
    const joinButton = screen.getByRole('button', { name: 'Join' });
    expect(joinButton.dataset.variant).toBe('primary');
    await userEvent.click(joinButton);
    await userEvent.click(screen.getByRole('button', { name: 'Open the compo' }));
    expect(join).toHaveBeenCalledTimes(1);
    expect(open).toHaveBeenCalledTimes(1);
    expect((screen.getByRole('button', { name: 'Leave' }) as HTMLButtonElement).disabled).toBe(true);
    expect(warn).toHaveBeenCalledWith('[layout] no tap handler named "leave-nowhere"');
  });

  it('a theme-picker view is the toolkit theme picker: choosing a theme saves it', async () => {
    document.documentElement.dataset.theme = 'default';
    render(<LayoutRenderer layout={{ layout: 'vertical', subviews: [{ type: 'label', text: 'Theme' }, { type: 'theme-picker' }] }} />);
    await userEvent.click(screen.getByTestId('theme-dark'));
    // The page shows it at once; the store learns it a frame later (stores/theme.ts).
    expect(document.documentElement.dataset.theme).toBe('dark');
    await waitFor(() => expect(useTheme.getState().theme).toBe('dark'));
  });
});

describe('parseLayout', () => {
  it('takes a description that is a layout, with the accent or a colour for a background', () => {
    const layout = { layout: 'vertical', spacing: 4, subviews: [{ type: 'button', text: 'Go', background: '#4d5052', onTap: 'go' }, { type: 'label', background: 'accent' }] };
    expect(parseLayout(layout)).toEqual(layout);
  });

  it.each([
    ['an unknown view type', { type: 'iframe' }],
    ['a script address', { type: 'image', src: 'javascript:alert(1)' }],
    ['another site over http', { type: 'image', src: 'http://example.com/a.png' }],
    ['a protocol-relative address', { type: 'image', src: '//example.com/a.png' }],
    ['a background that is not a colour', { background: 'url(x)' }],
    ['a class that could close the attribute', { className: 'a" onclick="x' }],
    ['a negative width', { width: -1 }],
    ['a subview that is not a node', { subviews: ['label'] }],
  ])('drops %s and logs it', (_what, input) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(parseLayout(input)).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it(`drops a description deeper than ${MAX_LAYOUT_DEPTH} levels before parsing it`, () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    let deep: LayoutNode = { type: 'label', text: 'bottom' };
    for (let level = 1; level < 10_000; level++) deep = { subviews: [deep] };
    expect(parseLayout(deep)).toBeNull();
    expect(warn.mock.calls[0]?.[0]).toContain(`deeper than ${MAX_LAYOUT_DEPTH}`);
    let fits: LayoutNode = { type: 'label', text: 'bottom' };
    for (let level = 1; level < MAX_LAYOUT_DEPTH; level++) fits = { subviews: [fits] };
    expect(parseLayout(fits)).toEqual(fits);
  });
});
