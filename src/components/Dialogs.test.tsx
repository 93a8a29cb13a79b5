// @vitest-environment jsdom
import { act, render, screen } from '../../test/support/render';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { DIALOG_ENGINES, emulateModalDialogInEachTest } from '../../test/modalDialog';
import { alertDialog, confirmDialog, useDialogs } from '../stores/dialogs';
import { Dialogs } from './Dialogs';

function App() {
  return (
    <>
      <button>Delete</button>
      <Dialogs />
    </>
  );
}

/** Opens a confirmation the way a screen does: from a focused button. */
function ask(options?: { title?: string; confirmLabel?: string; irreversible?: boolean; destructive?: boolean }) {
  render(<App />);
  screen.getByText('Delete').focus();
  let answer!: Promise<boolean>;
  act(() => {
    answer = confirmDialog('Delete this sketch?', options);
  });
  return answer;
}

describe.each(DIALOG_ENGINES)('Dialogs in %s', (_name, native) => {
  emulateModalDialogInEachTest(native);
  afterEach(() => act(() => useDialogs.setState({ queue: [] })));

  it('resolves a confirmation true on OK, and gives focus back', async () => {
    const answer = ask({ confirmLabel: 'Delete it' });
    const dialog = screen.getByRole('alertdialog', { name: 'Delete this sketch?' });
    expect(screen.getByTestId('dialog-message').textContent).toBe('Delete this sketch?');
    expect(document.activeElement).toBe(screen.getByTestId('dialog-ok'));
    expect(dialog.contains(document.activeElement)).toBe(true);
    await userEvent.click(screen.getByText('Delete it'));
    await expect(answer).resolves.toBe(true);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByText('Delete'));
  });

  it('starts on Cancel for what cannot be taken back, so Enter does not take it', async () => {
    const answer = ask({ confirmLabel: 'Give heart', irreversible: true });
    expect(document.activeElement).toBe(screen.getByTestId('dialog-cancel'));
    await userEvent.keyboard('{Enter}');
    await expect(answer).resolves.toBe(false);
  });

  it("gives a destructive action's button the danger colour of the button that asked", async () => {
    const deleting = ask({ confirmLabel: 'Delete', irreversible: true, destructive: true });
    expect(screen.getByTestId('dialog-ok').dataset.variant).toBe('danger');
    await userEvent.click(screen.getByTestId('dialog-cancel'));
    await expect(deleting).resolves.toBe(false);
  });

  it('gives any other action the primary colour, an irreversible one too', async () => {
    const hearting = ask({ confirmLabel: 'Give heart', irreversible: true });
    expect(screen.getByTestId('dialog-ok').dataset.variant).toBe('primary');
    await userEvent.click(screen.getByTestId('dialog-cancel'));
    await expect(hearting).resolves.toBe(false);
  });

  it('resolves a confirmation false on Cancel', async () => {
    const answer = ask();
    await userEvent.click(screen.getByTestId('dialog-cancel'));
    await expect(answer).resolves.toBe(false);
    expect(screen.queryByTestId('dialog')).toBeNull();
  });

  it('resolves a confirmation false on Escape and gives focus back', async () => {
    const answer = ask();
    await userEvent.keyboard('{Escape}');
    await expect(answer).resolves.toBe(false);
    expect(screen.queryByTestId('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByText('Delete'));
  });

  it('shows an alert with its title and OK only, then the next one in the queue', async () => {
    render(<App />);
    let first!: Promise<void>;
    act(() => {
      first = alertDialog('Saved.', { title: 'Done' });
      void alertDialog('Second note');
    });
    expect(screen.getByRole('dialog', { name: 'Done' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Done' })).toBeTruthy();
    expect(screen.queryByTestId('dialog-cancel')).toBeNull();
    await userEvent.click(screen.getByText('OK'));
    await first;
    expect(screen.getByTestId('dialog-message').textContent).toBe('Second note');
    expect(document.activeElement).toBe(screen.getByTestId('dialog-ok'));
  });
});
