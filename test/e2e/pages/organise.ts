// Page objects of albums and collections, the upload page and the edit-sketch page.
import { browser, $, $$ } from '@wdio/globals';

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
