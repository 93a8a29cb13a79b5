// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '../../test/support/render';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { DIALOG_ENGINES, emulateModalDialogInEachTest } from '../../test/modalDialog';
import { Modal, supportsModalDialog, type ModalProps } from './Modal';
import { MAIN_REGION_ID } from '../lib/mainRegion';
import { dismissNewestModal, openModalCount } from '../lib/modalHistory';

function Harness(props: Partial<ModalProps> & { focusSecond?: boolean }) {
  const [open, setOpen] = useState(false);
  const second = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button onClick={() => setOpen(true)}>Open</button>
      {open && (
        <Modal label="Settings" onClose={() => setOpen(false)} initialFocus={props.focusSecond ? second : undefined} {...props}>
          <button>First</button>
          <button ref={second}>Second</button>
        </Modal>
      )}
    </>
  );
}

const dialog = () => screen.getByRole('dialog', { name: 'Settings' });
/** What a click on the dimmed backdrop hits: the <dialog> natively, the overlay in the fallback. */
const backdrop = () => (supportsModalDialog() ? dialog() : dialog().parentElement!);

async function open(props: Partial<ModalProps> & { focusSecond?: boolean } = {}) {
  const { container } = render(<Harness {...props} />);
  await userEvent.click(screen.getByText('Open'));
  return container;
}

describe.each(DIALOG_ENGINES)('Modal in %s', (_name, native) => {
  emulateModalDialogInEachTest(native);

  it('is one of the open dialogs while open, which Back dismisses as Escape does (modalHistory)', async () => {
    await open();
    expect(openModalCount()).toBe(1);
    await act(async () => dismissNewestModal());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(openModalCount()).toBe(0);
    // One that must stay (while it sends) stays, and stays listed.
    cleanup();
    await open({ dismissible: false });
    await act(async () => dismissNewestModal());
    expect(dialog()).toBeTruthy();
    expect(openModalCount()).toBe(1);
    cleanup();
    expect(openModalCount()).toBe(0);
    // A page's gate (the whiteboard's rules) is not: Back leaves the page as it would without it.
    const entries = history.length;
    await open({ historyEntry: false });
    expect(openModalCount()).toBe(0);
    expect(history.length).toBe(entries);
  });

  it('opens as the modal it can be', async () => {
    expect(supportsModalDialog()).toBe(native);
    const container = await open();
    expect((dialog() as HTMLDialogElement).open).toBe(true);
    expect(dialog().getAttribute('aria-modal')).toBe('true');
    // Only the fallback needs an overlay of its own around the dialog.
    expect(dialog().parentElement === container).toBe(native);
  });

  it('moves focus into the dialog and returns it to the opener on Escape', async () => {
    await open();
    expect(document.activeElement).toBe(screen.getByText('First'));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByText('Open'));
  });

  it('gives focus to the main region when its opener is gone', async () => {
    function GoneOpener() {
      const [state, setState] = useState<'button' | 'dialog' | 'done'>('button');
      return (
        <main id={MAIN_REGION_ID} tabIndex={-1} data-testid="main">
          {state === 'button' && <button onClick={() => setState('dialog')}>Delete</button>}
          {state === 'dialog' && (
            <Modal label="Sure?" onClose={() => setState('done')}>
              <button onClick={() => setState('done')}>Yes</button>
            </Modal>
          )}
        </main>
      );
    }
    render(<GoneOpener />);
    await userEvent.click(screen.getByText('Delete'));
    await userEvent.click(screen.getByText('Yes'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByTestId('main'));
  });

  it('focuses the element it is told to', async () => {
    await open({ focusSecond: true });
    expect(document.activeElement).toBe(screen.getByText('Second'));
  });

  it('stays open on Escape while it may not be dismissed', async () => {
    await open({ dismissible: false });
    await userEvent.keyboard('{Escape}');
    expect((dialog() as HTMLDialogElement).open).toBe(true);
  });

  it('closes on a backdrop click only where allowed, never on a click inside', async () => {
    await open();
    fireEvent.click(backdrop());
    expect(dialog()).toBeTruthy();
    await userEvent.keyboard('{Escape}');

    await userEvent.click(screen.getByText('Open'));
    fireEvent.click(screen.getByText('First'));
    expect(dialog()).toBeTruthy();
    fireEvent.click(backdrop());
    expect(dialog()).toBeTruthy(); // closeOnBackdrop not given
  });

  it('closes on a backdrop click when the dialog allows it', async () => {
    await open({ closeOnBackdrop: true });
    fireEvent.click(screen.getByText('Second'));
    expect(dialog()).toBeTruthy();
    fireEvent.click(backdrop());
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('lets only the newest of two open dialogs answer Escape', async () => {
    function Stacked() {
      const [inner, setInner] = useState(false);
      const [outer, setOuter] = useState(true);
      return outer ? (
        <Modal label="Outer" onClose={() => setOuter(false)}>
          <button onClick={() => setInner(true)}>Outer button</button>
          {inner && (
            <Modal label="Inner" onClose={() => setInner(false)}>
              <button>Inner button</button>
            </Modal>
          )}
        </Modal>
      ) : null;
    }
    render(<Stacked />);
    await userEvent.click(screen.getByText('Outer button'));
    expect(document.activeElement).toBe(screen.getByText('Inner button'));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Inner' })).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Outer' })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByText('Outer button'));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Outer' })).toBeNull();
  });
});

describe('Modal fallback focus trap', () => {
  it('keeps Tab and Shift+Tab inside the dialog', async () => {
    await open();
    expect(document.activeElement).toBe(screen.getByText('First'));
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByText('Second'));
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByText('First'));
    await userEvent.tab({ shift: true });
    expect(document.activeElement).toBe(screen.getByText('Second'));
  });
});
