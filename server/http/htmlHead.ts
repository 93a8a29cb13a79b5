// Where the server adds links to index.html: before its first script in <head>, where the
// browser's preload scanner finds them before anything else it fetches (else before </head>).

/** `html` with `markup` before its first script (or before </head>, or at the start). */
export function beforeFirstScript(html: string, markup: string): string {
  const head = html.indexOf('</head>');
  const script = html.indexOf('<script');
  const at = script !== -1 && (head === -1 || script < head) ? script : head;
  return at === -1 ? markup + html : html.slice(0, at) + markup + html.slice(at);
}
