// Rendered images are kept on disk: each address names one immutable picture, so a file once
// written never needs invalidation. Concurrent requests for the same file share one render.
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

export class ImageCache {
  private readonly inFlight = new Map<string, Promise<Buffer>>();

  constructor(private readonly dir: string) {}

  /** `key` is a relative file path built by the caller from validated numbers only. */
  get(key: string, produce: () => Promise<Buffer>): Promise<Buffer> {
    const pending = this.inFlight.get(key);
    if (pending) return pending;
    const work = this.load(key, produce).finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, work);
    return work;
  }

  private async load(key: string, produce: () => Promise<Buffer>): Promise<Buffer> {
    const file = path.join(this.dir, key);
    try {
      return await readFile(file);
    } catch {
      // Not rendered yet.
    }
    const image = await produce();
    await mkdir(path.dirname(file), { recursive: true });
    // Write then rename, so a reader never sees half a file.
    const temporary = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
    await writeFile(temporary, image);
    await rename(temporary, file);
    return image;
  }
}
