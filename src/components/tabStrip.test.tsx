// @vitest-environment jsdom
// jsdom lays nothing out: the strip's and the tabs' sizes are stubbed. Six tabs of 100 px in a
// strip 250 px wide (a phone), whose content is 600 px wide; a tab's box moves with scrollLeft.
import { fireEvent, render, screen } from '../../test/support/render';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { overflowEdges, scrollToShow, TAB_FADE_PX } from './tabStrip';
import { TabList } from './TabList';
import { useTabs } from './useTabs';

const TABS = ['about', 'sketches', 'albums', 'likes', 'fans', 'blocks'] as const;
type Tab = (typeof TABS)[number];
const TAB_WIDTH = 100;
const STRIP_LEFT = 12;
let stripWidth = 250;

function Harness({ first }: { first: Tab }) {
  const [selected, setSelected] = useState<Tab>(first);
  const aria = useTabs({ tabs: TABS, selected, onSelect: setSelected });
  return (
    <TabList {...aria.list} aria-label="Profile" data-testid="strip">
      {TABS.map((tab) => (
        <button key={tab} type="button" {...aria.tab(tab)}>
          {tab}
        </button>
      ))}
    </TabList>
  );
}

const strip = () => screen.getByTestId('strip');

beforeEach(() => {
  stripWidth = 250;
  const isStrip = (element: Element) => element.getAttribute('role') === 'tablist';
  vi.spyOn(Element.prototype, 'clientWidth', 'get').mockImplementation(function (this: Element) {
    return isStrip(this) ? stripWidth : 0;
  });
  vi.spyOn(Element.prototype, 'scrollWidth', 'get').mockImplementation(function (this: Element) {
    return isStrip(this) ? Math.max(stripWidth, TABS.length * TAB_WIDTH) : 0;
  });
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const list = this.closest('[role="tablist"]') as HTMLElement | null;
    const index = TABS.indexOf((this.textContent ?? '') as Tab);
    const left = isStrip(this) ? STRIP_LEFT : list && index >= 0 ? STRIP_LEFT + index * TAB_WIDTH - list.scrollLeft : 0;
    const width = isStrip(this) ? stripWidth : index >= 0 ? TAB_WIDTH : 0;
    return DOMRect.fromRect({ x: left, y: 0, width, height: 44 });
  });
});

describe('overflowEdges', () => {
  it('names the edges with tabs beyond them, forgiving a pixel of rounding', () => {
    expect(overflowEdges({ scrollLeft: 0, clientWidth: 300, scrollWidth: 300 })).toBe('');
    expect(overflowEdges({ scrollLeft: 0, clientWidth: 300, scrollWidth: 301 })).toBe('');
    expect(overflowEdges({ scrollLeft: 0, clientWidth: 250, scrollWidth: 600 })).toBe('end');
    expect(overflowEdges({ scrollLeft: 100, clientWidth: 250, scrollWidth: 600 })).toBe('start end');
    expect(overflowEdges({ scrollLeft: 350, clientWidth: 250, scrollWidth: 600 })).toBe('start');
    expect(overflowEdges({ scrollLeft: 349.5, clientWidth: 250, scrollWidth: 600 })).toBe('start');
  });
});

describe('scrollToShow', () => {
  const sizes = { scrollLeft: 0, clientWidth: 250, scrollWidth: 600 };
  it('leaves a tab that shows whole where it is', () => {
    expect(scrollToShow(sizes, 100, 100)).toBe(0);
    expect(scrollToShow({ ...sizes, scrollLeft: 120 }, 200, 100)).toBe(120);
  });
  it('moves a tab beyond the end just clear of the fade, and one before the start likewise', () => {
    expect(scrollToShow(sizes, 300, 100)).toBe(300 + 100 - 250 + TAB_FADE_PX);
    expect(scrollToShow({ ...sizes, scrollLeft: 350 }, 100, 100)).toBe(100 - TAB_FADE_PX);
  });
  it('stays within the content', () => {
    expect(scrollToShow(sizes, 500, 100)).toBe(350);
    expect(scrollToShow({ ...sizes, scrollLeft: 350 }, 0, 100)).toBe(0);
  });
});

describe('a tab strip (useTabs)', () => {
  it('scrolls the chosen tab into view when it shows, and marks the edge with tabs beyond it', () => {
    render(<Harness first="blocks" />);
    // Blocks, the last tab (the owner's profile at 390 px), is in view at the end of the strip.
    expect(strip().scrollLeft).toBe(350);
    expect(strip().dataset.overflow).toBe('start');
    // Only sideways: the page itself did not move.
    expect(window.scrollY).toBe(0);
  });

  it('follows the chosen tab as the keys or a click choose another', async () => {
    render(<Harness first="about" />);
    expect(strip().scrollLeft).toBe(0);
    expect(strip().dataset.overflow).toBe('end');
    await userEvent.click(screen.getByRole('tab', { name: 'about' }));
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'blocks' }).getAttribute('aria-selected')).toBe('true');
    expect(strip().scrollLeft).toBe(350);
    expect(strip().dataset.overflow).toBe('start');
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    // Albums (200 to 300 px) is now the chosen one: brought in just clear of the start's fade.
    expect(strip().scrollLeft).toBe(200 - TAB_FADE_PX);
    expect(strip().dataset.overflow).toBe('start end');
    await userEvent.keyboard('{Home}');
    expect(strip().scrollLeft).toBe(0);
    expect(strip().dataset.overflow).toBe('end');
  });

  it('marks the edges again as the user scrolls the strip', () => {
    render(<Harness first="about" />);
    strip().scrollLeft = 120;
    fireEvent.scroll(strip());
    expect(strip().dataset.overflow).toBe('start end');
    strip().scrollLeft = 350;
    fireEvent.scroll(strip());
    expect(strip().dataset.overflow).toBe('start');
  });

  it('has no fade when every tab fits', () => {
    stripWidth = 800;
    render(<Harness first="blocks" />);
    expect(strip().scrollLeft).toBe(0);
    expect(strip().dataset.overflow).toBeUndefined();
  });
});
