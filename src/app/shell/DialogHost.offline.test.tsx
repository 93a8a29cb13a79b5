// @vitest-environment jsdom
// The dialogs' chunk out of reach (offline before it was ever fetched): the app stays, and the
// dialogs asked for are answered, a question with Cancel, instead of blanking the page.
import { act, render, screen, waitFor } from '../../../test/support/render';
import { describe, expect, it, vi } from 'vitest';
import { alertDialog, confirmDialog, useDialogs } from '../../stores/dialogs';
import { DialogHost } from './DialogHost';

vi.mock('../../components/Dialogs', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

describe('DialogHost without its chunk', () => {
  it('answers the dialogs asked for and leaves the page as it was', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(
      <main>
        <p data-testid="page">The page</p>
        <DialogHost />
      </main>,
    );
    const answers: unknown[] = [];
    act(() => {
      void confirmDialog('Delete this thread?').then((ok) => answers.push(ok));
      void alertDialog('Sorry there was an error').then(() => answers.push('read'));
    });
    await waitFor(() => expect(answers).toEqual([false, 'read']));
    expect(useDialogs.getState().queue).toEqual([]);
    expect(screen.getByTestId('page').textContent).toBe('The page');
    expect(screen.queryByTestId('dialog-message')).toBeNull();
  });
});
