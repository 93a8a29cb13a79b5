// Page object of the XSS check: the page's API calls (as src/api/client.ts makes them), the
// execution hooks, navigation inside the one document, and the scan for injected active
// content. Everything that runs in the browser is self-contained (it is serialised there).
import { browser } from '@wdio/globals';

export interface ApiAnswer<T = unknown> {
  status: number;
  body: T;
}

/** What the scan reports: the thing found and where (the nearest data-testid). */
export type Finding = string;

export const xss = {
  async get<T = unknown>(path: string): Promise<ApiAnswer<T>> {
    return browser.execute(async (to: string) => {
      const response = await fetch(to, { headers: { Accept: 'application/json' }, credentials: 'include' });
      return { status: response.status, body: (await response.json()) as never };
    }, path);
  },

  /**
   * POSTs many JSON bodies in the page, one after another; returns the statuses and bodies. The
   * bodies cross to the browser as JSON text, whose escapes carry any string (the driver's own
   * encoding cannot carry a lone surrogate).
   */
  async postAll<T = unknown>(path: string, bodies: unknown[]): Promise<ApiAnswer<T>[]> {
    return browser.execute(
      async (to: string, list: string[]) => {
        const answers: { status: number; body: never }[] = [];
        for (const body of list) {
          // Read per request: a sign-in replaces the token.
          const token = decodeURIComponent(document.cookie.match(/(?:^|; )csrf=([^;]*)/)?.[1] ?? '');
          const response = await fetch(to, {
            method: 'POST',
            headers: { Accept: 'application/json', 'Content-Type': 'application/json', 'X-CSRF-Token': token },
            body,
          });
          answers.push({ status: response.status, body: (await response.json()) as never });
        }
        return answers;
      },
      path,
      bodies.map((body) => JSON.stringify(body)),
    );
  },

  async post<T = unknown>(path: string, body: unknown): Promise<ApiAnswer<T>> {
    return (await this.postAll<T>(path, [body]))[0]!;
  },

  /** Signs the page in as `userId` the way a host app does (development token). */
  async signInAs(userId: number): Promise<{ id: number; ban: unknown; sketches: number } | null> {
    const { body } = await this.get<{ token: string }>(`/api/dev/hostToken?userId=${userId}`);
    const answer = await this.post<{ user: { id: number; ban: unknown; sketches: number } | null }>('/api/v2/auth/hostToken', { token: body.token });
    return answer.status === 200 ? answer.body.user : null;
  },

  /**
   * True when the document runs an inline script, which the site's CSP forbids: the policy is
   * off. (A script the driver runs is let through by the browser, but an element it adds is not.)
   */
  async cspIsOff(): Promise<boolean> {
    return browser.execute(() => {
      const probe = document.createElement('script');
      probe.textContent = 'window.__cspProbe = true;';
      document.head.append(probe);
      probe.remove();
      const ran = (window as unknown as { __cspProbe?: boolean }).__cspProbe === true;
      delete (window as unknown as { __cspProbe?: boolean }).__cspProbe;
      return ran;
    });
  },

  /** Records __xss(n), alert, confirm and prompt calls, and marks the document so a reload shows. */
  async installHooks(): Promise<void> {
    await browser.execute(() => {
      const w = window as unknown as Record<string, unknown> & { __xssHits: string[] };
      w.__xssHits = [];
      w.__xssDocument = 'xss-check';
      w.__xss = (n: number) => w.__xssHits.push(`__xss(${n})`);
      for (const name of ['alert', 'confirm', 'prompt', 'print']) w[name] = (value: unknown) => w.__xssHits.push(`${name}(${String(value)})`);
    });
  },

  /** The calls recorded so far, or null when the document was replaced (a payload navigated away). */
  async hits(): Promise<string[] | null> {
    return browser.execute(() => {
      const w = window as unknown as { __xssHits?: string[]; __xssDocument?: string };
      return w.__xssDocument === 'xss-check' ? [...(w.__xssHits ?? [])] : null;
    });
  },

  /**
   * Puts an image with an error handler into the page, as a screen that rendered markup would:
   * the check must see it run and find it. Then takes it out and forgets the call.
   */
  async control(): Promise<{ ran: boolean; found: string[] }> {
    await browser.execute(() => {
      const holder = document.createElement('div');
      holder.id = 'xss-control';
      holder.innerHTML = '<img src="/no/such/image.png" onerror="__xss(0)">';
      document.body.append(holder);
    });
    const ran = await browser
      .waitUntil(async () => (await this.hits())?.includes('__xss(0)') ?? false, { timeout: 5000 })
      .catch(() => false);
    const found = await this.scan();
    await browser.execute(() => {
      document.getElementById('xss-control')?.remove();
      (window as unknown as { __xssHits: string[] }).__xssHits.length = 0;
    });
    return { ran, found };
  },

  /** Goes to `path` inside the document (as a click on a link of the app does). */
  async go(path: string): Promise<void> {
    await browser.execute((to: string) => {
      const link = document.createElement('a');
      link.href = to;
      document.body.append(link);
      link.click();
      link.remove();
    }, path);
    await browser.waitUntil(async () => (await browser.execute(() => location.pathname + location.search)) === path, {
      timeoutMsg: `the app did not go to ${path}`,
    });
  },

  /** Waits until `selector` matches at least `count` elements. */
  async waitFor(selector: string, count = 1, what = selector): Promise<void> {
    await browser.waitUntil(async () => (await browser.execute((s: string) => document.querySelectorAll(s).length, selector)) >= count, {
      timeout: 20_000,
      timeoutMsg: `${what}: fewer than ${count} of ${selector}`,
    });
  },

  /**
   * The texts the page does not show as text (a text taken as markup would be one). Indices
   * come back, not the texts: the driver cannot carry every string the corpus holds.
   */
  async notShownAsText(texts: string[]): Promise<string[]> {
    // As stored: the server keeps a lone surrogate as U+FFFD.
    const stored = texts.map((text) => text.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd'));
    return browser.execute((json: string) => {
      const list = JSON.parse(json) as string[];
      // Whitespace and control characters aside: line breaks show as <br>, text nodes may hold
      // control characters that an input's value drops, and the server drops the ones nobody
      // types, the bidi overrides among them (server/http/plainStrings.ts).
      // eslint-disable-next-line no-control-regex -- control characters are what is set aside
      const squash = (text: string) => text.replace(/[\s\u0000-\u001f\u007f\u202a-\u202e]+/g, '');
      const page = squash(document.body.textContent ?? '');
      const values = [...document.querySelectorAll('input, textarea')].map((field) => squash((field as HTMLInputElement).value)).join(' ');
      return list.flatMap((text, index) => (page.includes(squash(text)) || values.includes(squash(text)) ? [] : [index]));
    }, JSON.stringify(stored)).then((indices) => indices.map((index) => texts[index]!));
  },

  /**
   * Active content in the page that the app did not put there: script, frame, object, embed,
   * base, meta, link and style elements in the body (but the server render's image preloads);
   * SVG animation and script elements; any on* attribute; javascript:, vbscript: and non-image
   * data: addresses; scripts in the head that are not the app's own files (or boot.js written in).
   */
  async scan(): Promise<Finding[]> {
    return browser.execute(async () => {
      const found: string[] = [];
      const TAGS = ['script', 'iframe', 'frame', 'frameset', 'object', 'embed', 'applet', 'base', 'meta', 'link', 'style', 'portal', 'animate', 'set', 'handler', 'discard', 'foreignobject'];
      const URLS = ['href', 'src', 'action', 'formaction', 'xlink:href', 'data', 'poster', 'background', 'codebase', 'dynsrc', 'lowsrc'];
      const where = (element: Element) => element.closest('[data-testid]')?.getAttribute('data-testid') ?? element.parentElement?.localName ?? '?';
      // The server's render of a landing page (React's, issue 22) starts the root with preloads of
      // the page's first images, and they stay there after the app has moved on: exactly
      // <link rel="preload" as="image"> children of #root, naming only this site's /img/ files.
      // An image preload runs nothing; any other <link>, anywhere else or to another address, is found.
      const PRELOAD_ATTRIBUTES = ['rel', 'as', 'href', 'imagesrcset', 'imagesizes', 'fetchpriority', 'media'];
      const isRenderedImagePreload = (element: Element) => {
        if (element.localName !== 'link' || element.parentElement?.id !== 'root') return false;
        if (element.getAttribute('rel') !== 'preload' || element.getAttribute('as') !== 'image') return false;
        if ([...element.attributes].some((attribute) => !PRELOAD_ATTRIBUTES.includes(attribute.name.toLowerCase()))) return false;
        const candidates = (element.getAttribute('imagesrcset') ?? '').split(',').map((candidate) => candidate.trim().split(/\s+/)[0] ?? '');
        const addresses = [element.getAttribute('href') ?? '', ...candidates].filter((address) => address !== '');
        return addresses.length > 0 && addresses.every((address) => /^\/img\/[\w./-]+$/.test(address));
      };
      for (const element of document.body.querySelectorAll('*')) {
        const tag = element.localName.toLowerCase();
        if (TAGS.includes(tag) && !isRenderedImagePreload(element)) found.push(`<${tag}> in ${where(element)}`);
        for (const attribute of element.attributes) {
          const name = attribute.name.toLowerCase();
          if (name.startsWith('on') || name === 'srcdoc') found.push(`${tag}[${name}] in ${where(element)}`);
          // eslint-disable-next-line no-control-regex -- a browser drops control characters and spaces from an address
          const value = attribute.value.replace(/[\u0000-\u0020]/g, '').toLowerCase();
          const dangerous = /^(javascript|vbscript):/.test(value) || (/^data:/.test(value) && !/^data:image\/(png|jpe?g|gif|webp)[;,]/.test(value));
          if (URLS.includes(name) && dangerous) found.push(`${tag}[${name}=${value.slice(0, 30)}] in ${where(element)}`);
        }
      }
      // A server-rendered page carries boot.js in its head (server/http/inlineHead.ts): exactly the
      // file's code, its source map named from the root. Any other inline script is found. The
      // file is named by its content: a page the browser renders (/upload) links it.
      const withoutMap = (code: string) => code.replace(/\/\/# sourceMappingURL=\S*\s*$/, '').trim();
      const plainPage = await (await fetch('/upload', { headers: { Accept: 'text/html' } })).text();
      const bootSrc = /<script src="(\/assets\/boot-\w+\.js)"><\/script>/.exec(plainPage)?.[1];
      if (!bootSrc) found.push('no boot script linked from a page the browser renders');
      const boot = bootSrc ? withoutMap(await (await fetch(bootSrc)).text()) : null;
      for (const script of document.head.querySelectorAll('script')) {
        const ownFile = script.src && new URL(script.src).origin === location.origin;
        const inlineBoot = !script.src && withoutMap(script.textContent ?? '') === boot;
        if (!ownFile && !inlineBoot) found.push(`a script in the head: ${script.outerHTML.slice(0, 60)}`);
      }
      return found;
    });
  },
};
