// Whether the artist is typing in a field of the page (inside <main>), or is on the buttons of the
// form they type in: the floating chat button steps aside meanwhile (ChatBox.tsx). On a phone the
// keyboard takes the bottom of the screen anyway, and a form's Post or Send, scrolled to the bottom
// edge, sits right where the button floats. The form's own buttons keep it aside: pressing Post
// moves the focus to Post, and a button coming back under the finger between press and release
// would take the click. Read from focus events and document.activeElement rather than CSS :focus, which does not
// match while the window itself is not focused (a WebView behind the app's own overlay).
import { useEffect, useState } from 'react';

const NOT_TYPED = new Set(['checkbox', 'radio', 'button', 'submit', 'reset', 'range', 'color', 'file', 'image']);

function isTextField(element: Element): boolean {
  if (element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement) return true;
  if (element instanceof HTMLInputElement) return !NOT_TYPED.has(element.type);
  return element instanceof HTMLElement && element.isContentEditable;
}

/** A field that takes typing inside the page's <main>, or anything in a form of the page that has one. */
export function isPageTextField(element: Element | null): boolean {
  if (!element?.closest('main')) return false;
  if (isTextField(element)) return true;
  const form = element.closest('form');
  return !!form && [...form.elements].some(isTextField);
}

export function usePageTyping(): boolean {
  const [typing, setTyping] = useState(() => typeof document !== 'undefined' && isPageTextField(document.activeElement));
  useEffect(() => {
    const onFocusIn = (event: FocusEvent) => setTyping(isPageTextField(event.target as Element | null));
    // The element taking the focus, if any: focusout fires before it has it.
    const onFocusOut = (event: FocusEvent) => setTyping(isPageTextField(event.relatedTarget as Element | null));
    document.addEventListener('focusin', onFocusIn);
    document.addEventListener('focusout', onFocusOut);
    return () => {
      document.removeEventListener('focusin', onFocusIn);
      document.removeEventListener('focusout', onFocusOut);
    };
  }, []);
  return typing;
}
