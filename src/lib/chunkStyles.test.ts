import { describe, expect, it } from 'vitest';
import { CHUNK_STYLES_EXPORT, withChunkStyles } from './chunkStyles';

describe('withChunkStyles', () => {
  it('resolves a chunk only once its stylesheets have loaded', async () => {
    let stylesLoaded!: () => void;
    const styles = new Promise<void>((resolve) => (stylesLoaded = resolve));
    const module = { Screen: 'screen', [CHUNK_STYLES_EXPORT]: styles };
    let resolved = false;
    const loading = withChunkStyles(Promise.resolve(module)).then((m) => {
      resolved = true;
      return m;
    });
    await new Promise((r) => setTimeout(r, 10));
    expect(resolved).toBe(false);
    stylesLoaded();
    await expect(loading).resolves.toBe(module);
  });

  it('passes a module without stylesheets straight through, and a failed import as it failed', async () => {
    const module = { default: 1 };
    await expect(withChunkStyles(Promise.resolve(module))).resolves.toBe(module);
    await expect(withChunkStyles(Promise.reject(new Error('offline')))).rejects.toThrow('offline');
  });
});
