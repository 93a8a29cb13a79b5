// What in a piece of markup could run or load something: the check the sanitiser's tests
// (sanitize.test.ts in a browser's DOM, serverSanitize.test.ts on the server's render) apply to
// its output.
const ACTIVE_TAGS = new Set(['script', 'iframe', 'frame', 'object', 'embed', 'applet', 'base', 'meta', 'link', 'style', 'form', 'animate', 'set', 'handler', 'foreignobject', 'use', 'discard']);
const URL_ATTRIBUTES = ['href', 'src', 'action', 'formaction', 'xlink:href', 'data', 'srcdoc', 'background', 'poster'];

/** What in `root` could run or load something: tags, on* attributes, script URLs. */
export function activeContent(root: ParentNode): string[] {
  const found: string[] = [];
  for (const element of root.querySelectorAll('*')) {
    const tag = element.localName.toLowerCase();
    if (ACTIVE_TAGS.has(tag)) found.push(`<${tag}>`);
    for (const attribute of element.attributes) {
      const name = attribute.name.toLowerCase();
      if (name.startsWith('on')) found.push(`${tag}[${name}]`);
      // eslint-disable-next-line no-control-regex -- control characters are what a browser strips from a URL
      const value = attribute.value.replace(/[\u0000-\u0020]/g, '').toLowerCase();
      if (URL_ATTRIBUTES.includes(name) && /^(javascript|vbscript|data):/.test(value)) found.push(`${tag}[${name}=${value.slice(0, 20)}]`);
    }
  }
  return found;
}
