// @vitest-environment jsdom
import '../../../test/support/pointerEvents';
import { fireEvent } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installTapGuard, TAP_SLOP_PX } from './tapGuard';

let guard: AbortController;
let button: HTMLButtonElement;
let link: HTMLAnchorElement;
let field: HTMLInputElement;
const pressed = vi.fn();
/** Stands in for the page's own click handlers (React's root, the link interceptor's on the document). */
const pageSaw = vi.fn();

beforeEach(() => {
  document.body.innerHTML = '<button type="button">Press</button><a href="/sketch/1">A sketch</a><input type="text" value="Some text">';
  button = document.querySelector('button')!;
  link = document.querySelector('a')!;
  field = document.querySelector('input')!;
  button.addEventListener('click', pressed);
  document.addEventListener('click', pageSaw);
  guard = new AbortController();
  installTapGuard(guard.signal);
});

afterEach(() => {
  guard.abort();
  document.removeEventListener('click', pageSaw);
  pressed.mockReset();
  pageSaw.mockReset();
});

/**
 * A pointer pressed at `from`, moved through `path` and released at its last point, then the click
 * the browser brings with it (detail 1: one press). Returns whether the click's default went ahead.
 */
function tap(target: Element, from: [number, number], path: [number, number][] = [], pointerId = 1): boolean {
  const at = ([clientX, clientY]: [number, number]) => ({ clientX, clientY, pointerId, button: 0 });
  fireEvent.pointerDown(target, { ...at(from), buttons: 1 });
  for (const point of path) fireEvent.pointerMove(target, { ...at(point), buttons: 1 });
  fireEvent.pointerUp(target, at(path.at(-1) ?? from));
  return fireEvent.click(target, { ...at(path.at(-1) ?? from), detail: 1 });
}

describe('the tap guard', () => {
  it('lets a tap through when the pointer moved 10 px or less', () => {
    expect(tap(button, [100, 100], [[103, 104], [106, 108]])).toBe(true);
    expect(Math.hypot(6, 8)).toBe(TAP_SLOP_PX);
    expect(pressed).toHaveBeenCalledTimes(1);
    expect(pageSaw).toHaveBeenCalledTimes(1);
  });

  it('cancels the click of a pointer that moved more than 10 px: the button is not pressed, the link not followed', () => {
    expect(tap(button, [100, 100], [[105, 105], [108, 107]])).toBe(false);
    expect(pressed).not.toHaveBeenCalled();
    expect(tap(link, [10, 10], [[40, 10]])).toBe(false);
    expect(pageSaw).not.toHaveBeenCalled();
  });

  it('counts where the pointer went, not only where it was let go: a drag that comes back is still a drag', () => {
    expect(tap(button, [100, 100], [[130, 100], [101, 100]])).toBe(false);
    expect(pressed).not.toHaveBeenCalled();
  });

  it('cancels only the click the drag brings: the next tap presses', () => {
    expect(tap(button, [100, 100], [[150, 150]])).toBe(false);
    expect(tap(button, [100, 100])).toBe(true);
    expect(pressed).toHaveBeenCalledTimes(1);
  });

  it('follows each pointer by itself', () => {
    fireEvent.pointerDown(button, { clientX: 0, clientY: 0, pointerId: 1 });
    fireEvent.pointerDown(button, { clientX: 200, clientY: 0, pointerId: 2 });
    // The second finger's move is far from the first's press, but close to its own.
    fireEvent.pointerMove(button, { clientX: 205, clientY: 0, pointerId: 2 });
    fireEvent.pointerUp(button, { clientX: 205, clientY: 0, pointerId: 2 });
    expect(fireEvent.click(button, { detail: 1 })).toBe(true);
  });

  it('never cancels a click from the keyboard, which comes with no pointer', async () => {
    // Even right after a drag whose click never came (the browser turned it into a scroll).
    fireEvent.pointerDown(button, { clientX: 0, clientY: 0, pointerId: 1 });
    fireEvent.pointerUp(button, { clientX: 0, clientY: 50, pointerId: 1 });
    button.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    expect(pressed).toHaveBeenCalledTimes(2);
    expect(pressed.mock.calls.every(([event]) => (event as MouseEvent).detail === 0)).toBe(true);
  });

  it('leaves a text field its click after a drag (selecting its text)', () => {
    expect(tap(field, [10, 10], [[60, 10]])).toBe(true);
    expect(pageSaw).toHaveBeenCalledTimes(1);
  });

  it('lets a click that comes long after the drag pass: it is not the one the drag brought', () => {
    fireEvent.pointerDown(button, { clientX: 0, clientY: 0, pointerId: 1 });
    const release = new PointerEvent('pointerup', { clientX: 0, clientY: 40, pointerId: 1, bubbles: true });
    fireEvent(button, release);
    const late = new MouseEvent('click', { detail: 1, bubbles: true, cancelable: true });
    Object.defineProperty(late, 'timeStamp', { value: release.timeStamp + 1500 });
    expect(fireEvent(button, late)).toBe(true);
    expect(pressed).toHaveBeenCalledTimes(1);
  });

  it('stops when its signal aborts', () => {
    guard.abort();
    expect(tap(button, [100, 100], [[150, 150]])).toBe(true);
    expect(pressed).toHaveBeenCalledTimes(1);
  });
});
