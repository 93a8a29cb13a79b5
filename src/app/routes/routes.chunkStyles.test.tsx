// @vitest-environment jsdom
// The upload page from the menu in a plain browser: nothing there waits for a host, and its data
// request (the upload info) went out only once the screen's stylesheets had loaded, a round trip
// after its code. Through the real route table and resolver, with the screen's chunk standing in
// as the build makes it (its stylesheets a promise it exports), the request goes out as soon as
// the code is in, and the page is ready once the stylesheets are too.
import { describe, expect, it, vi } from 'vitest';
import { eventually } from '../../../test/support/waits';

const chunk = vi.hoisted(() => {
  let stylesIn = () => {};
  const styles = new Promise<void>((resolve) => (stylesIn = resolve));
  return { styles, stylesIn: () => stylesIn(), load: vi.fn(async () => ({ signedIn: true })) };
});

vi.mock('../../screens/upload/UploadScreen', async () => {
  const { CHUNK_STYLES_EXPORT } = await import('../../lib/chunkStyles');
  return { default: () => null, load: chunk.load, [CHUNK_STYLES_EXPORT]: chunk.styles };
});

import { resolvePage } from './routes';

describe('a screen of the route table', () => {
  it('sends its data request while its stylesheets load, and is ready once both are in', async () => {
    let ready = false;
    const page = resolvePage({ path: '/upload', search: '', hash: '' }, new AbortController().signal).then((resolved) => {
      ready = true;
      return resolved;
    });
    await eventually(() => expect(chunk.load).toHaveBeenCalledTimes(1));
    for (let i = 0; i < 20; i++) await Promise.resolve();
    expect(ready).toBe(false); // never shown unstyled
    chunk.stylesIn();
    expect((await page).name).toBe('upload');
  });
});
