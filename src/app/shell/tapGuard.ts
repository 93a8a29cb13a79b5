// A tap is cancelled if the pointer moves more than 10 px (spec part 2 §4, §9): a finger or a
// mouse that drags across a sketch card, a link or a button and lets go over it neither opens nor
// presses it. Installed once for the whole page (main.tsx), on the window in the capture phase, so
// such a click is stopped before any handler of the page sees it: React's at its root, the link
// interceptor's on the document, the browser's own following of a link. It is a chunk of its own,
// loaded once the first page shows: on the first load it would take most of what the heaviest
// route (the whiteboard) has left of its budget (build.mjs), for a refinement a first tap can do
// without.
//
// What it leaves alone:
// - a click with no pointer pressed for it: the keyboard's (Enter, Space) and a script's come with
//   `detail` 0 and always pass;
// - pointer events themselves: only listened to, passively, never cancelled, so scrolling, text
//   selection and the drags of the whiteboard and the colour wheel (pointer events, not clicks)
//   go on as before; a swipe the browser turns into a scroll ends in pointercancel and no click;
// - a click in a text field or on a slider (placing the caret, picking a value after a drag).

/** How far a pointer may move between its press and its release and still tap, in CSS px. */
export const TAP_SLOP_PX = 10;

/**
 * The longest a release's click is waited for. A click follows its release at once, or within a
 * frame or two for a touch; a later one (a screen reader's, say) did not come from that drag.
 */
const CLICK_AFTER_RELEASE_MS = 1000;

/** Fields that take text or a value: a drag in them selects, and their click passes. */
const VALUE_FIELDS =
  'input:not([type=button],[type=submit],[type=reset],[type=checkbox],[type=radio],[type=image],[type=file],[type=color]),textarea,select,[contenteditable]:not([contenteditable=false])';

interface Press {
  x: number;
  y: number;
  /** Whether the pointer has been further than the slop from where it went down. */
  moved: boolean;
}

/** Starts cancelling the clicks of pointers that moved too far, until `signal` aborts (tests). */
export function installTapGuard(signal?: AbortSignal): void {
  const pressed = new Map<number, Press>();
  /** When a pointer that moved too far was released: the click it brings is not a tap. */
  let draggedAt = -Infinity;
  /** Whether the pointer is now, or has been, too far from where it went down. */
  const moved = (event: PointerEvent, press?: Press) =>
    !!press && (press.moved ||= Math.hypot(event.clientX - press.x, event.clientY - press.y) > TAP_SLOP_PX);
  const watch = { capture: true, passive: true, signal };

  window.addEventListener(
    'pointerdown',
    (event) => {
      // A new press: whatever an earlier drag left waiting is over.
      draggedAt = -Infinity;
      pressed.set(event.pointerId, { x: event.clientX, y: event.clientY, moved: false });
    },
    watch,
  );
  // Once too far, always too far: a drag that comes back is still a drag.
  window.addEventListener('pointermove', (event) => moved(event, pressed.get(event.pointerId)), watch);
  window.addEventListener(
    'pointerup',
    (event) => {
      if (moved(event, pressed.get(event.pointerId))) draggedAt = event.timeStamp;
      pressed.delete(event.pointerId);
    },
    watch,
  );
  window.addEventListener('pointercancel', (event) => pressed.delete(event.pointerId), watch);
  // Marked on the page: it loads after the first page shows, and the end-to-end suite waits for it.
  document.documentElement.dataset.tapGuard = 'on';
  signal?.addEventListener('abort', () => delete document.documentElement.dataset.tapGuard);
  window.addEventListener(
    'click',
    (event) => {
      const dragged = event.timeStamp - draggedAt <= CLICK_AFTER_RELEASE_MS;
      // Only the one click that follows the release.
      draggedAt = -Infinity;
      if (!dragged || event.detail === 0 || (event.target as Element | null)?.closest?.(VALUE_FIELDS)) return;
      event.preventDefault();
      event.stopPropagation();
    },
    { capture: true, signal },
  );
}
