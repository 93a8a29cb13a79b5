// @vitest-environment jsdom
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '../../test/support/render';
import { ColorWheel } from './ColorWheel';
import type { Rgb } from './colorWheelMath';
import '../../test/support/pointerEvents';

/** The wheel as a parent holds it: each change comes back as the new value. */
function Harness({ initial, onChange }: { initial: Rgb; onChange: (c: Rgb) => void }) {
  const [color, setColor] = useState(initial);
  return (
    <ColorWheel
      value={color}
      onChange={(c) => {
        onChange(c);
        setColor(c);
      }}
      hexTestId="hex"
    />
  );
}

function setup(initial: Rgb = { r: 255, g: 0, b: 0 }) {
  const onChange = vi.fn<(c: Rgb) => void>();
  render(<Harness initial={initial} onChange={onChange} />);
  return {
    onChange,
    hue: screen.getByRole('slider', { name: 'Hue' }),
    saturation: screen.getByRole('slider', { name: 'Saturation' }) as HTMLInputElement,
    brightness: screen.getByRole('slider', { name: 'Brightness' }) as HTMLInputElement,
    hex: screen.getByLabelText('Hex') as HTMLInputElement,
  };
}

describe('ColorWheel', () => {
  it('shows the colour: hue, saturation, brightness and hex', () => {
    const { hue, saturation, brightness, hex } = setup({ r: 102, g: 153, b: 204 });
    expect(hue.getAttribute('tabindex')).toBe('0');
    expect(hue.getAttribute('aria-valuemin')).toBe('0');
    expect(hue.getAttribute('aria-valuemax')).toBe('359');
    expect(hue.getAttribute('aria-valuenow')).toBe('210');
    expect(saturation.value).toBe('50');
    expect(saturation.getAttribute('aria-valuetext')).toBe('50%');
    expect(brightness.value).toBe('80');
    expect(brightness.getAttribute('aria-valuetext')).toBe('80%');
    expect(hex.value).toBe('#6699cc');
    expect(hex.getAttribute('data-testid')).toBe('hex');
    expect(screen.getByRole('img', { name: 'Colour #6699cc' })).toBeTruthy();
  });

  it('moves the hue with the arrow keys: 5 degrees, 30 with Shift, wrapping round', () => {
    const { hue, onChange } = setup({ r: 255, g: 0, b: 0 });
    fireEvent.keyDown(hue, { key: 'ArrowRight' });
    expect(hue.getAttribute('aria-valuenow')).toBe('5');
    expect(onChange).toHaveBeenLastCalledWith({ r: 255, g: 21, b: 0 });
    fireEvent.keyDown(hue, { key: 'ArrowUp', shiftKey: true });
    expect(hue.getAttribute('aria-valuenow')).toBe('35');
    fireEvent.keyDown(hue, { key: 'ArrowRight', shiftKey: true });
    fireEvent.keyDown(hue, { key: 'ArrowRight', shiftKey: true });
    fireEvent.keyDown(hue, { key: 'ArrowRight', shiftKey: true });
    fireEvent.keyDown(hue, { key: 'ArrowLeft' });
    expect(hue.getAttribute('aria-valuenow')).toBe('120');
    expect(onChange).toHaveBeenLastCalledWith({ r: 0, g: 255, b: 0 });
    fireEvent.keyDown(hue, { key: 'Home' });
    fireEvent.keyDown(hue, { key: 'ArrowDown' });
    expect(hue.getAttribute('aria-valuenow')).toBe('355');
    expect(onChange).toHaveBeenLastCalledWith({ r: 255, g: 0, b: 21 });
    // Other keys are left alone.
    const calls = onChange.mock.calls.length;
    fireEvent.keyDown(hue, { key: 'a' });
    expect(onChange).toHaveBeenCalledTimes(calls);
  });

  it('picks the hue at the angle of a tap or drag from the centre', () => {
    const { hue, onChange } = setup({ r: 255, g: 0, b: 0 });
    const capture = vi.fn();
    Object.assign(hue, { setPointerCapture: capture, hasPointerCapture: () => false });
    vi.spyOn(hue, 'getBoundingClientRect').mockReturnValue({ left: 0, top: 0, width: 200, height: 200, right: 200, bottom: 200, x: 0, y: 0, toJSON: () => ({}) });
    // Right of the centre: 90 degrees.
    fireEvent.pointerDown(hue, { clientX: 190, clientY: 100, button: 0, buttons: 1, pointerId: 3 });
    expect(capture).toHaveBeenCalledWith(3);
    expect(hue.getAttribute('aria-valuenow')).toBe('90');
    expect(onChange).toHaveBeenLastCalledWith({ r: 128, g: 255, b: 0 });
    // Dragged below the centre: 180 (cyan).
    fireEvent.pointerMove(hue, { clientX: 100, clientY: 190, buttons: 1, pointerId: 3 });
    expect(hue.getAttribute('aria-valuenow')).toBe('180');
    expect(onChange).toHaveBeenLastCalledWith({ r: 0, g: 255, b: 255 });
    fireEvent.pointerUp(hue, { clientX: 100, clientY: 190, pointerId: 3 });
    // A move after the release picks nothing.
    fireEvent.pointerMove(hue, { clientX: 10, clientY: 100, pointerId: 3 });
    expect(hue.getAttribute('aria-valuenow')).toBe('180');
  });

  it('changes saturation and brightness with the sliders, keeping the hue through black', () => {
    const { hue, saturation, brightness, onChange, hex } = setup({ r: 102, g: 153, b: 204 });
    fireEvent.change(saturation, { target: { value: '100' } });
    expect(onChange).toHaveBeenLastCalledWith({ r: 0, g: 102, b: 204 });
    expect(saturation.getAttribute('aria-valuetext')).toBe('100%');
    fireEvent.change(brightness, { target: { value: '0' } });
    expect(onChange).toHaveBeenLastCalledWith({ r: 0, g: 0, b: 0 });
    expect(hex.value).toBe('#000000');
    // Black, but hue and saturation are held: brightness back up gives the same colour again.
    expect(hue.getAttribute('aria-valuenow')).toBe('210');
    expect(saturation.value).toBe('100');
    fireEvent.change(brightness, { target: { value: '80' } });
    expect(onChange).toHaveBeenLastCalledWith({ r: 0, g: 102, b: 204 });
    // Saturation 0 is a grey; the hue stays.
    fireEvent.change(saturation, { target: { value: '0' } });
    expect(onChange).toHaveBeenLastCalledWith({ r: 204, g: 204, b: 204 });
    expect(hue.getAttribute('aria-valuenow')).toBe('210');
    // The tracks show the hue's gradients.
    expect(saturation.style.getPropertyValue('--track')).toBe('linear-gradient(to right, #cccccc, #0066cc)');
    expect(brightness.style.getPropertyValue('--track')).toBe('linear-gradient(to right, #000000, #ffffff)');
  });

  it('applies a valid hex on Enter or blur, exactly', () => {
    const { hex, onChange, hue } = setup();
    fireEvent.change(hex, { target: { value: '#1D3557' } });
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.keyDown(hex, { key: 'Enter' });
    expect(onChange).toHaveBeenLastCalledWith({ r: 0x1d, g: 0x35, b: 0x57 });
    expect(hex.value).toBe('#1d3557');
    expect(hue.getAttribute('aria-valuenow')).toBe('215');
    fireEvent.change(hex, { target: { value: '00ff80' } });
    fireEvent.blur(hex);
    expect(onChange).toHaveBeenLastCalledWith({ r: 0, g: 255, b: 128 });
    expect(hex.value).toBe('#00ff80');
  });

  it('rejects an invalid hex with a message and keeps what was typed', () => {
    const { hex, onChange } = setup();
    fireEvent.change(hex, { target: { value: '#12zz' } });
    fireEvent.keyDown(hex, { key: 'Enter' });
    expect(onChange).not.toHaveBeenCalled();
    expect(hex.value).toBe('#12zz');
    expect(hex.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('status').textContent).toMatch(/#rrggbb/);
    fireEvent.blur(hex);
    expect(hex.value).toBe('#12zz');
    // Typing again clears the message; a valid value then applies.
    fireEvent.change(hex, { target: { value: '#ff0000' } });
    expect(screen.getByRole('status').textContent).toBe('');
    fireEvent.change(hex, { target: { value: '#00ff00' } });
    fireEvent.keyDown(hex, { key: 'Enter' });
    expect(onChange).toHaveBeenLastCalledWith({ r: 0, g: 255, b: 0 });
    expect(hex.getAttribute('aria-invalid')).toBe('false');
  });

  it('follows a new value from outside', () => {
    const onChange = vi.fn();
    const { rerender } = render(<ColorWheel value={{ r: 255, g: 0, b: 0 }} onChange={onChange} />);
    rerender(<ColorWheel value={{ r: 0, g: 0, b: 255 }} onChange={onChange} />);
    expect(screen.getByRole('slider', { name: 'Hue' }).getAttribute('aria-valuenow')).toBe('240');
    expect((screen.getByLabelText('Hex') as HTMLInputElement).value).toBe('#0000ff');
    // Bad channels are clamped, not a crash.
    rerender(<ColorWheel value={{ r: Number.NaN, g: 300, b: -2 }} onChange={onChange} />);
    expect((screen.getByLabelText('Hex') as HTMLInputElement).value).toBe('#00ff00');
    expect(onChange).not.toHaveBeenCalled();
  });
});
