// @vitest-environment jsdom
import { render, screen } from '../../test/support/render';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useTabs } from './useTabs';

const TABS = ['one', 'two', 'three'] as const;
type Tab = (typeof TABS)[number];

function Harness() {
  const [selected, setSelected] = useState<Tab>('one');
  const aria = useTabs({ tabs: TABS, selected, onSelect: setSelected });
  return (
    <>
      <button>Before</button>
      <div {...aria.list} aria-label="Numbers">
        {TABS.map((tab) => (
          <button key={tab} type="button" {...aria.tab(tab)}>
            {tab}
          </button>
        ))}
      </div>
      <div {...aria.panel}>
        Panel {selected} <a href="/x">Inside</a>
      </div>
    </>
  );
}

const tab = (name: string) => screen.getByRole('tab', { name });

describe('useTabs: the ARIA tabs pattern', () => {
  it('names the tab list, the tabs, the chosen one and the panel they control', () => {
    render(<Harness />);
    expect(screen.getByRole('tablist', { name: 'Numbers' })).toBeTruthy();
    expect(screen.getAllByRole('tab')).toHaveLength(3);
    expect(tab('one').getAttribute('aria-selected')).toBe('true');
    expect(tab('two').getAttribute('aria-selected')).toBe('false');
    const panel = screen.getByRole('tabpanel');
    for (const name of TABS) expect(tab(name).getAttribute('aria-controls')).toBe(panel.id);
    // The panel is named by the chosen tab.
    expect(screen.getByRole('tabpanel', { name: 'one' })).toBe(panel);
  });

  it('is one tab stop: Tab enters at the chosen tab and leaves for the panel', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByText('Before'));
    await userEvent.tab();
    expect(document.activeElement).toBe(tab('one'));
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByText('Inside'));
  });

  it('moves and chooses with the arrow keys, wrapping at both ends, and with Home and End', async () => {
    render(<Harness />);
    await userEvent.click(tab('one'));
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(tab('two'));
    expect(tab('two').getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel', { name: 'two' }).textContent).toContain('Panel two');
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(document.activeElement).toBe(tab('one'));
    await userEvent.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(tab('three'));
    await userEvent.keyboard('{Home}');
    expect(document.activeElement).toBe(tab('one'));
    await userEvent.keyboard('{End}');
    expect(document.activeElement).toBe(tab('three'));
    expect(tab('three').tabIndex).toBe(0);
    expect(tab('one').tabIndex).toBe(-1);
    expect(tab('two').tabIndex).toBe(-1);
  });

  it('leaves other keys alone', async () => {
    render(<Harness />);
    await userEvent.click(tab('two'));
    await userEvent.keyboard('{ArrowDown}x');
    expect(document.activeElement).toBe(tab('two'));
    expect(tab('two').getAttribute('aria-selected')).toBe('true');
  });
});
