// @vitest-environment jsdom
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '../../../test/support/render';
import { chunkLoadsSettled } from '../../lib/lazyChunk';
import { INITIAL_TOOLS, WhiteboardToolbar, type ToolState } from './WhiteboardToolbar';

/** The toolbar, once the colour wheel's chunk it fetches as it shows is in (as it is by a user's first tap). */
async function renderToolbar(onChange: (change: Partial<ToolState>) => void) {
  render(<Harness onChange={onChange} />);
  await act(() => chunkLoadsSettled());
}

function Harness({ onChange }: { onChange: (change: Partial<ToolState>) => void }) {
  const [tools, setTools] = useState(INITIAL_TOOLS);
  return (
    <WhiteboardToolbar
      tools={tools}
      onChange={(change) => {
        onChange(change);
        setTools((t) => ({ ...t, ...change }));
      }}
      chatShown
      onToggleChat={() => {}}
      onInstructions={() => {}}
      onHistory={() => {}}
    />
  );
}

describe('WhiteboardToolbar colour', () => {
  it('shows the colour on its button and opens the colour wheel in a dialog', async () => {
    const onChange = vi.fn();
    await renderToolbar(onChange);
    const open = screen.getByRole('button', { name: 'Colour' });
    expect(open.getAttribute('aria-haspopup')).toBe('dialog');
    expect(open.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByTestId('whiteboard-color-swatch').getAttribute('data-color')).toBe('#1d3557');
    expect(screen.queryByTestId('whiteboard-color')).toBeNull();

    fireEvent.click(open);
    const dialog = screen.getByRole('dialog', { name: 'Colour' });
    expect(dialog.getAttribute('data-testid')).toBe('whiteboard-color-panel');
    const hue = screen.getByRole('slider', { name: 'Hue' });
    expect(document.activeElement).toBe(hue);
    expect((screen.getByTestId('whiteboard-color') as HTMLInputElement).value).toBe('#1d3557');

    // A hue step reaches the toolbar's onChange as the whiteboard's colour number.
    fireEvent.keyDown(hue, { key: 'ArrowRight', shiftKey: true });
    const picked = onChange.mock.lastCall?.[0] as Partial<ToolState>;
    expect(typeof picked.color).toBe('number');
    expect(picked.color).not.toBe(0x1d3557);
  });

  it('applies a typed hex exactly and closes with Done, the button showing the colour', async () => {
    const onChange = vi.fn();
    await renderToolbar(onChange);
    // A real click focuses the button (fireEvent's does not): focus goes back there on closing.
    screen.getByRole('button', { name: 'Colour' }).focus();
    fireEvent.click(screen.getByRole('button', { name: 'Colour' }));
    const hex = screen.getByTestId('whiteboard-color') as HTMLInputElement;
    fireEvent.change(hex, { target: { value: '#c0ffee' } });
    fireEvent.keyDown(hex, { key: 'Enter' });
    expect(onChange).toHaveBeenLastCalledWith({ color: 0xc0ffee });
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog', { name: 'Colour' })).toBeNull();
    expect(screen.getByTestId('whiteboard-color-swatch').getAttribute('data-color')).toBe('#c0ffee');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Colour' }));
  });

  it('closes the colour dialog with Escape', async () => {
    await renderToolbar(() => {});
    fireEvent.click(screen.getByRole('button', { name: 'Colour' }));
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog', { name: 'Colour' })).toBeNull();
  });
});
