// @vitest-environment node
// A browser that leaves while its page is on its way (spa.ts): the page is rendered once and
// nothing answers the request a second time. Fastify ends its wait on a reply when the client
// leaves, before the page is compressed and written; without a guard the request then went on to
// routing, whose not-found handler rendered the page again, and the second answer's headers
// failed (ERR_HTTP_HEADERS_SENT in the server's log).
import { connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { describe, expect, it, vi } from 'vitest';
import type { RenderResult, ServerRenderModule } from '../../src/api/serverState';
import { BROWSER_ACCEPT } from '../testing/testApp';
import { useTestApp } from '../testing/useTestApp';
import { eventually } from '../../test/support/waits';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let browser: Socket | null = null;
let renders = 0;
/** A render during which the browser leaves: its page is ready only after the connection closed. */
const renderAsTheBrowserLeaves: ServerRenderModule = {
  setPurifierWindow: () => {},
  rendersPath: () => true,
  renderPage: async () => {
    renders += 1;
    browser?.destroy();
    await pause(50);
    // Big enough to be compressed (compression.ts), which is when the wait on the reply ended early.
    const page: RenderResult = { kind: 'page', status: 200, title: null, markup: `<p>${'a sketch '.repeat(5000)}</p>`, state: { session: { user: null, moderator: null }, queries: { queries: [] }, renderedAt: 0 } as never };
    return page;
  },
};

const t = useTestApp({ serverRender: async () => renderAsTheBrowserLeaves });

describe('a page whose browser left', () => {
  // A browser's navigation (the hook before routing), and curl's, which names no type (the not-found handler).
  it.each([[`Accept: ${BROWSER_ACCEPT}\r\n`], ['']])('is rendered and answered once (%s)', async (accept) => {
    renders = 0;
    const errors = vi.spyOn(console, 'error');
    if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    browser = connect(port, '127.0.0.1');
    browser.on('error', () => {});
    browser.write(`GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n${accept}Accept-Encoding: br, gzip\r\n\r\n`);
    await eventually(() => expect(renders).toBe(1));
    // Time for the page's compression and for a second render, if the request went on.
    await pause(500);
    expect(renders).toBe(1);
    expect(errors).not.toHaveBeenCalled();
  });
});
