// The first render of each kind of landing page loads its screen's modules (and, under vitest,
// transforms them), which can take longer than the server waits for a render
// (SERVER_RENDER_TIMEOUT_MS): tests that render pages warm them first, without that limit.
import type { FastifyInstance } from 'fastify';
import type { ServerRenderModule } from '../../src/api/serverState';

export async function warmServerRender(app: FastifyInstance, module: ServerRenderModule, paths = ['/', '/gallery/recent', '/sketch/1']): Promise<void> {
  const transport: typeof fetch = async (url, init) => {
    const response = await app.inject({
      method: init?.method === 'POST' ? 'POST' : 'GET',
      url: String(url),
      headers: { accept: 'application/json', 'content-type': 'application/json', cookie: 'csrf=warm', 'x-csrf-token': 'warm' },
      ...(typeof init?.body === 'string' ? { payload: init.body } : {}),
    });
    return new Response(response.body, { status: response.statusCode, headers: { 'content-type': String(response.headers['content-type']) } });
  };
  for (const path of paths) {
    const result = await module.renderPage({ path, search: '', answers: [], transport });
    if (result?.kind !== 'page') throw new Error(`The warm-up render of ${path} gave ${result?.kind ?? 'nothing'}`);
  }
}
