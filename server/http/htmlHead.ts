// Where the server adds links to index.html: before its first script in <head>, where the
// browser's preload scanner finds them before anything else it fetches (else before </head>);
// stylesheets that apply go right after that script (boot.js), which would otherwise wait for
// them to arrive before it runs, and the page's first paint with it.

/** Where the first script in <head> starts, or -1 when <head> has none. */
function firstHeadScript(html: string): number {
  const head = html.indexOf('</head>');
  const script = html.indexOf('<script');
  return script !== -1 && (head === -1 || script < head) ? script : -1;
}

/** `html` with `markup` before its first script (or before </head>, or at the start). */
export function beforeFirstScript(html: string, markup: string): string {
  const script = firstHeadScript(html);
  const at = script !== -1 ? script : html.indexOf('</head>');
  return at === -1 ? markup + html : html.slice(0, at) + markup + html.slice(at);
}

/** `html` with `markup` right after its first script in <head> (or as beforeFirstScript when there is none). */
export function afterFirstScript(html: string, markup: string): string {
  const script = firstHeadScript(html);
  const end = script === -1 ? -1 : html.indexOf('</script>', script);
  const head = html.indexOf('</head>');
  if (end === -1 || (head !== -1 && end > head)) return beforeFirstScript(html, markup);
  const at = end + '</script>'.length;
  return html.slice(0, at) + markup + html.slice(at);
}
