import { cleanup } from './support/render';
import { afterEach, beforeEach } from 'vitest';

// jsdom has HTMLDialogElement but neither showModal() nor close(), so by default the Modal takes its
// fallback path there (as in iOS before 15.4). This stands in for a browser's modal dialog as far as
// the Modal relies on it: showModal()/close() set and clear `open` (close fires `close`), and Escape
// fires a cancelable `cancel` on the newest modal dialog, which closes it unless cancelled.
export function emulateModalDialog(): () => void {
  const proto = HTMLDialogElement.prototype as Partial<Pick<HTMLDialogElement, 'showModal' | 'close'>>;
  const saved = { showModal: proto.showModal, close: proto.close };
  const modals: HTMLDialogElement[] = [];

  proto.showModal = function showModal(this: HTMLDialogElement) {
    if (this.open) throw new DOMException('The dialog is already open.', 'InvalidStateError');
    this.setAttribute('open', '');
    modals.push(this);
  };
  proto.close = function close(this: HTMLDialogElement) {
    if (!this.open) return;
    this.removeAttribute('open');
    modals.splice(modals.indexOf(this), 1);
    this.dispatchEvent(new Event('close'));
  };
  const onKey = (event: KeyboardEvent) => {
    const top = modals[modals.length - 1];
    if (event.key !== 'Escape' || !top) return;
    if (top.dispatchEvent(new Event('cancel', { cancelable: true }))) top.close();
  };
  document.addEventListener('keydown', onKey);

  return () => {
    document.removeEventListener('keydown', onKey);
    if (saved.showModal) proto.showModal = saved.showModal;
    else delete proto.showModal;
    if (saved.close) proto.close = saved.close;
    else delete proto.close;
  };
}

/** The two ways a Modal opens, for `describe.each`: natively, and the fallback of old WebKit. */
export const DIALOG_ENGINES = [
  ['a browser with a modal <dialog>', true],
  ['the fallback (iOS before 15.4)', false],
] as const;

/** In a describe block: emulate a modal <dialog> in each test when `native`, and undo it after. */
export function emulateModalDialogInEachTest(native: boolean): void {
  let restore = () => {};
  beforeEach(() => {
    if (native) restore = emulateModalDialog();
  });
  afterEach(() => {
    cleanup(); // unmount while the emulated dialog is still there
    restore();
    restore = () => {};
  });
}
