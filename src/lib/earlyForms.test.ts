// @vitest-environment jsdom
// A form of the server's markup submitted before the app has taken the page over does nothing
// (it would reload the page and lose what was typed); from then on, its submits are the app's.
import { afterEach, describe, expect, it } from 'vitest';
import { APP_LIVE_ATTRIBUTE, holdEarlySubmits, markAppLive } from './earlyForms';

function submitForm(form: HTMLFormElement): boolean {
  const event = new Event('submit', { bubbles: true, cancelable: true });
  form.dispatchEvent(event);
  return event.defaultPrevented;
}

describe('holdEarlySubmits', () => {
  const root = document.createElement('html');
  const page = document.createElement('div');
  afterEach(() => {
    page.replaceChildren();
    root.removeAttribute(APP_LIVE_ATTRIBUTE);
  });

  it('holds a submit until the app has taken the page over, then leaves submits to the app', () => {
    page.innerHTML = '<form><textarea>typed early</textarea><button type="submit">Post</button></form>';
    document.body.append(page);
    holdEarlySubmits(document, root);
    const form = page.querySelector('form')!;
    expect(submitForm(form)).toBe(true);
    expect(page.querySelector('textarea')!.value).toBe('typed early');
    markAppLive(root);
    expect(submitForm(form)).toBe(false);
  });
});
