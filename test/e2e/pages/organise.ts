// Page objects of albums and collections, the upload page and the edit-sketch page.
import { browser, $, $$ } from '@wdio/globals';
import { shell } from './shell';

/** Reads an attribute in the page (WebKit's driver answers resolved href properties). */
export async function attributeOf(selector: string, name: string): Promise<string | null> {
  return browser.execute((s: string, n: string) => document.querySelector(s)?.getAttribute(n) ?? null, selector, name);
}

/** Text content read in the page (WebKit's driver may answer '' for clipped text). */
export async function textOf(selector: string): Promise<string> {
  return browser.execute((s: string) => document.querySelector(s)?.textContent ?? '', selector);
}

export const albums = {
  createAlbum: () => $('[data-testid="create-album"]'),
  createCollection: () => $('[data-testid="create-collection"]'),
  formTitle: () => $('[data-testid="album-form-title"]'),
  formDescription: () => $('[data-testid="album-form-description"]'),
  formSave: () => $('[data-testid="album-form-save"]'),
  title: () => $('[data-testid="album-title"]'),
  items: () => $('[data-testid="album-items"]'),
  grid: () => $('[data-testid="sketch-grid"]'),
  card: (sketchId: number) => $(`[data-testid="sketch-card"][data-sketch-id="${sketchId}"]`),
  cards: () => $$('[data-testid="sketch-card"]'),
  switches: () => $('[data-testid="album-switches"]'),
  switchFor: (albumId: number) => $(`[data-testid="album-switch-${albumId}"]`),
  /** An album's tile on a user's album list (/user/{user}/albums). */
  tile: (albumId: number) => $(`[data-testid="album-tile"][data-album-id="${albumId}"]`),

  /** The id of the album page being shown, from the address. */
  async currentAlbumId(): Promise<number> {
    const path = await browser.execute(() => location.pathname);
    const match = /\/album\/(\d+)$/.exec(path);
    if (!match) throw new Error(`not an album page: ${path}`);
    return Number(match[1]);
  },
};

export const upload = {
  fileInput: () => $('[data-testid="upload-file"]'),
  fileSize: () => $('[data-testid="upload-file-size"]'),
  fileError: () => $('[data-testid="upload-file-error"]'),
  preview: () => $('[data-testid="upload-preview"]'),
  title: () => $('[data-testid="upload-title"]'),
  tags: () => $('[data-testid="upload-tags"]'),
  submit: () => $('[data-testid="upload-submit"]'),
  loginRequired: () => $('[data-testid="upload-login-required"]'),

  /** Gives the file input a file of this machine (the drivers run locally). */
  async chooseFile(localPath: string) {
    await this.fileInput().setValue(localPath);
  },
};

export const sketchEdit = {
  title: () => $('[data-testid="edit-title"]'),
  save: () => $('[data-testid="edit-save"]'),
  error: () => $('[data-testid="edit-error"]'),
};

/**
 * Data a test needs made before it starts, through the same calls the pages make, as the
 * signed-in user: each test makes its own album and sketch instead of using an earlier test's.
 */
export const organiseData = {
  /** A new album of the signed-in user (POST /album/create); returns its id. */
  async createAlbum(title: string): Promise<number> {
    const { status, body } = await shell.post<{ id: number }>('/album/create', {
      title,
      description: 'Made by the end-to-end test.',
      thumbnail: null,
      sketchId: null,
      collection: false,
    });
    if (status !== 200) throw new Error(`the album was not created (${status})`);
    return body.id;
  },

  /** A new sketch of the signed-in user: a 640 x 480 PNG drawn in the page, uploaded as the upload page does. */
  async uploadSketch(title: string): Promise<number> {
    const { status, body } = await browser.execute(async (sketchTitle: string) => {
      const canvas = Object.assign(document.createElement('canvas'), { width: 640, height: 480 });
      const ctx = canvas.getContext('2d')!;
      ctx.fillStyle = '#f4e9d8';
      ctx.fillRect(0, 0, 640, 480);
      ctx.strokeStyle = '#22324a';
      ctx.lineWidth = 6;
      ctx.strokeRect(40, 40, 560, 400);
      const png = await new Promise<Blob>((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('no PNG'))), 'image/png'));
      const form = new FormData();
      form.set('title', sketchTitle);
      form.set('tags', 'e2e');
      form.set('file', png, 'e2e.png');
      const token = decodeURIComponent(document.cookie.match(/(?:^|; )csrf=([^;]*)/)?.[1] ?? '');
      const response = await fetch('/api/v2/upload/sketch', { method: 'POST', headers: { Accept: 'application/json', 'X-CSRF-Token': token }, body: form });
      return { status: response.status, body: (await response.json()) as { id: number } };
    }, title);
    if (status !== 200) throw new Error(`the sketch was not uploaded (${status})`);
    return body.id;
  },

  /** Puts a sketch in an album (POST /album/add). */
  async addToAlbum(albumId: number, sketchId: number): Promise<void> {
    const { status } = await shell.post('/album/add', { albumId, sketchId });
    if (status !== 200) throw new Error(`the sketch was not added to the album (${status})`);
  },
};
