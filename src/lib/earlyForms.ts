// A page the server rendered shows its forms before the app's code has taken them over. A submit
// then would go to the page's own address (the app's forms have no action: the app sends them),
// reloading the page and losing what was typed. boot.js holds such submits until the app has
// taken the page over (app/shell/mount.tsx marks <html> once React has committed it, hydrated or
// rendered anew); the text stays in its box, and the box keeps it as the app takes it over
// (components/TextInput.tsx).

/** On <html> once React has committed the page: its forms' submits are the app's. */
export const APP_LIVE_ATTRIBUTE = 'data-app-live';

export function markAppLive(root: Element): void {
  root.setAttribute(APP_LIVE_ATTRIBUTE, '');
}

/** Until `root` is marked live, a form's submit does nothing (boot.js, on a page the server rendered). */
export function holdEarlySubmits(target: Pick<Document, 'addEventListener'>, root: Element): void {
  target.addEventListener(
    'submit',
    (event) => {
      if (!root.hasAttribute(APP_LIVE_ATTRIBUTE)) event.preventDefault();
    },
    true,
  );
}
