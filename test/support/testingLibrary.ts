// React Testing Library's API on the Preact runtime (vitest.config.ts maps
// '@testing-library/react' here): render, screen, act, renderHook and the rest come from
// @testing-library/preact. fireEvent is DOM Testing Library's, inside act so the render it causes
// is flushed, and sends events by their real names (the Preact library's own fireEvent guesses
// at names such as "FocusOut" and can miss the listener). Some events go with their companion, as
// in a browser and as React Testing Library sends them: a `change` of a text field with `input`
// (what React's onChange listens to), `blur` with `focusout` and `focus` with `focusin` (what
// onBlur and onFocus listen to).
import { fireEvent as domFireEvent, type FireFunction, type FireObject } from '@testing-library/dom';
import { act as preactAct, cleanup as preactCleanup, render as preactRender, renderHook as preactRenderHook } from '@testing-library/preact';

export * from '@testing-library/preact';

// Preact runs the effect clean-ups of an unmounted component after the next paint (as React
// does); inside act they run at once, as React Testing Library's unmount does.
const unmountInAct = <T extends { unmount: () => void }>(rendered: T): T => {
  const unmount = rendered.unmount;
  rendered.unmount = () => inAct(unmount);
  return rendered;
};
export const cleanup = () => inAct(preactCleanup);

/** act that hands back what the callback gave (awaited), as React's does. */
export function act<T>(callback: () => T | Promise<T>): Promise<T> {
  let result!: T | Promise<T>;
  const flushed = preactAct(() => {
    result = callback();
    return result as never;
  });
  return Promise.resolve(flushed).then(() => result);
}
export const render = ((...args: Parameters<typeof preactRender>) => unmountInAct(preactRender(...args))) as typeof preactRender;
export const renderHook = ((...args: Parameters<typeof preactRenderHook>) => unmountInAct(preactRenderHook(...args))) as typeof preactRenderHook;

const isTextField = (element: unknown) =>
  (element instanceof HTMLInputElement && !/^(checkbox|radio|file)$/.test(element.type)) || element instanceof HTMLTextAreaElement;

function inAct<T>(send: () => T): T {
  let result!: T;
  void preactAct(() => {
    result = send();
  });
  return result;
}

const fire = ((element: Document | Element | Window | Node, event: Event) => inAct(() => domFireEvent(element, event))) as FireFunction & FireObject;
for (const name of Object.keys(domFireEvent) as (keyof FireObject)[]) {
  fire[name] = (element, init) =>
    inAct(() => {
      const sent = domFireEvent[name](element, init);
      if (name === 'change' && isTextField(element)) domFireEvent.input(element, init);
      if (name === 'blur') domFireEvent.focusOut(element, init);
      if (name === 'focus') domFireEvent.focusIn(element, init);
      return sent;
    });
}

export const fireEvent = fire;
