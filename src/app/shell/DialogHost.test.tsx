// @vitest-environment jsdom
import { act, render, screen, waitFor } from '../../../test/support/render';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { alertDialog, confirmDialog, useDialogs } from '../../stores/dialogs';
import { DialogHost } from './DialogHost';
import { PANEL_PRELOAD_DELAY_MS } from './lazyPanel';

afterEach(() => vi.useRealTimers());

describe('DialogHost', () => {
  it('shows a confirmation asked for and gives its answer', async () => {
    render(<DialogHost />);
    let answer: boolean | undefined;
    act(() => void confirmDialog('Delete this?').then((ok) => (answer = ok)));
    expect((await screen.findByTestId('dialog-message')).textContent).toBe('Delete this?');
    await userEvent.click(screen.getByTestId('dialog-ok'));
    await waitFor(() => expect(answer).toBe(true));
    expect(useDialogs.getState().queue).toEqual([]);
  });

  it('fetches the dialogs a moment after the page shows, before any is asked for', async () => {
    vi.useFakeTimers();
    const { unmount } = render(<DialogHost />);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(PANEL_PRELOAD_DELAY_MS);
    });
    vi.useRealTimers();
    unmount();
    // The code is in: a dialog asked for now shows in the same render.
    render(<DialogHost />);
    act(() => void alertDialog('Saved.'));
    expect(screen.getByTestId('dialog-message').textContent).toBe('Saved.');
  });
});
