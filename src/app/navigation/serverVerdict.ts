// A page the server rendered as its not-found page (a sketch deleted, a name nobody has): the
// app's first resolution of that address takes the server's word instead of running the page's
// loader again, which would ask the server for what it has just said is not there (requests
// answered 404, each an error in the browser's console). Once only: a later visit asks again.

let missing: string | null = null;

const keyOf = (path: string, search: string) => `${path}${search}`;

/** The server rendered its not-found page for this address (src/app/shell/mount.tsx, from the page's state). */
export function rememberServerNotFound(path: string, search: string): void {
  missing = keyOf(path, search);
}

/** Whether the server said this address has no page; said once. */
export function takeServerNotFound(path: string, search: string): boolean {
  const found = missing !== null && missing === keyOf(path, search);
  missing = null;
  return found;
}
