// Organising sketches: an artist creates an album, uploads a sketch, puts it in the album with the
// switches of the sketch page, views the album, and edits the sketch's title. Every test makes
// the album and sketch it needs (through organiseData, as the pages would), so each passes alone
// and in any order, and no demo data is changed (the two browsers share one database).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createCanvas } from '@napi-rs/canvas';
import { browser, expect } from '@wdio/globals';
import { DEMO_ACCOUNTS } from '../../../server/seed/demoAccounts';
import { albums, attributeOf, organiseData, sketchEdit, textOf, upload } from '../pages/organise';
import { shell } from '../pages/shell';
import { engine } from '../pages/engine';

const artist = DEMO_ACCOUNTS.find((a) => a.role === 'artist')!;

function writePng(dir: string, name: string, width: number, height: number): string {
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#f4e9d8';
  ctx.fillRect(0, 0, width, height);
  ctx.strokeStyle = '#22324a';
  ctx.lineWidth = 6;
  ctx.beginPath();
  ctx.moveTo(20, height - 30);
  ctx.bezierCurveTo(width / 3, 20, (2 * width) / 3, height, width - 20, 40);
  ctx.stroke();
  const file = path.join(dir, name);
  writeFileSync(file, canvas.encodeSync('png'));
  return file;
}

describe('organising sketches', () => {
  let dir = '';
  // Titles unique to the test and the browser, so a test finds its own album and sketch.
  const unique = (what: string) =>
    `${what} ${engine()} ${Date.now().toString(36)}`.slice(0, 64);

  before(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'organise-e2e-'));
  });
  after(() => rmSync(dir, { recursive: true, force: true }));
  beforeEach(() => shell.startAsNewVisitor());
  // A failure says where the page was and what it showed.
  afterEach(async function () {
    if (this.currentTest?.state !== 'failed') return;
    const where = await browser.execute(() => `${location.href} [${document.querySelector('main')?.getAttribute('data-page')}] ${document.querySelector('main')?.textContent?.slice(0, 300) ?? ''}`);
    console.log(`page at failure of "${this.currentTest.title}": ${where}`);
  });

  it('asks a visitor to log in before uploading', async () => {
    await shell.open('/upload');
    await shell.waitForPage('upload');
    await expect(upload.loginRequired()).toHaveText(expect.stringContaining('Please log in to upload a sketch.'));
  });

  it('lets the artist create an album from the album list', async () => {
    const albumTitle = unique('Trip');
    await shell.signInAs(artist.id, `/user/${artist.nickname}/albums`);
    await shell.waitForPage('albums');
    await albums.createAlbum().click();
    await albums.formTitle().setValue(albumTitle);
    await albums.formDescription().setValue('Made by the end-to-end test.');
    await albums.formSave().click();
    await shell.waitForPage('album');
    await browser.waitUntil(async () => (await textOf('[data-testid="album-title"]')) === albumTitle, { timeoutMsg: 'album title not shown' });
    expect(await albums.currentAlbumId()).toBeGreaterThan(0);
    expect(await textOf('[data-testid="album-items"]')).toBe('0 sketches');
  });

  it('refuses an image over 4000 pixels before sending it', async () => {
    await shell.signInAs(artist.id, '/upload');
    await shell.waitForPage('upload');
    await upload.chooseFile(writePng(dir, 'too-wide.png', 4001, 8));
    await expect(upload.fileError()).toHaveText('That image is 4,001 × 8 pixels; the largest is 4,000 pixels on either side.');
    await expect(upload.submit()).toBeDisabled();
  });

  it('uploads a sketch with a preview and lands on its page', async () => {
    const sketchTitle = unique('Harbour');
    await shell.signInAs(artist.id, '/upload');
    await shell.waitForPage('upload');
    await upload.chooseFile(writePng(dir, 'harbour.png', 640, 480));
    await expect(upload.fileSize()).toHaveText('640 × 480 pixels');
    await expect(upload.preview()).toBeDisplayed();
    await upload.title().setValue(sketchTitle);
    await upload.tags().setValue('harbour, e2e');
    await upload.submit().click();
    // Sending, storing and opening the new page: allow for a busy machine.
    await browser.waitUntil(async () => (await attributeOf('main[data-page]', 'data-page')) === 'sketch', {
      timeout: 30_000,
      timeoutMsg: 'the new sketch page was not shown',
    });
    const path = await browser.execute(() => location.pathname);
    const sketchId = Number(/^\/sketch\/(\d+)$/.exec(path)?.[1]);
    expect(sketchId).toBeGreaterThan(0);
    await browser.waitUntil(async () => (await textOf('[data-testid="sketch-title"]')).includes(sketchTitle), { timeoutMsg: 'sketch title not shown' });
    // The sketch's image is the uploaded picture, served at the size steps.
    const size = await browser.execute(async (id: number) => {
      const response = await fetch(`/img/sketch/${id}/200.jpg`);
      const bitmap = await createImageBitmap(await response.blob());
      return [response.status, bitmap.width, bitmap.height];
    }, sketchId);
    expect(size).toEqual([200, 200, 150]);
  });

  it('puts the sketch in the album with the switches of the sketch page', async () => {
    await shell.signInAs(artist.id);
    const albumId = await organiseData.createAlbum(unique('Trip'));
    const sketchId = await organiseData.uploadSketch(unique('Harbour'));
    await shell.open(`/sketch/${sketchId}`);
    await shell.waitForPage('sketch');
    await albums.switches().waitForDisplayed();
    const toggle = albums.switchFor(albumId);
    await toggle.waitForExist();
    expect(await toggle.isSelected()).toBe(false);
    await toggle.click();
    // Saved on the server: a fresh read of the memberships has it.
    await browser.waitUntil(
      async () =>
        browser.execute(async (sketch: number, album: number) => {
          const response = await fetch(`/album/sketch?sketchId=${sketch}`, { headers: { Accept: 'application/json' } });
          const body = (await response.json()) as { albums: { id: number; member: boolean }[] };
          return body.albums.some((a) => a.id === album && a.member);
        }, sketchId, albumId),
      { timeoutMsg: 'the sketch was not added to the album' },
    );
  });

  it('shows the sketch in the album (old-site address with the user id)', async () => {
    await shell.signInAs(artist.id);
    const albumId = await organiseData.createAlbum(unique('Trip'));
    const sketchId = await organiseData.uploadSketch(unique('Harbour'));
    await organiseData.addToAlbum(albumId, sketchId);
    await shell.open(`/e/user/${artist.id}/album/${albumId}`);
    await shell.waitForPage('album');
    await albums.card(sketchId).waitForExist();
    expect(await attributeOf(`[data-testid="sketch-card"][data-sketch-id="${sketchId}"]`, 'href')).toBe(`/sketch/${sketchId}`);
    expect(await textOf('[data-testid="album-items"]')).toBe('1 sketch');
    expect(await attributeOf('[data-testid="sketch-grid"]', 'data-mode')).toBe('grid');
  });

  it("edits the sketch's title", async () => {
    const sketchTitle = unique('Harbour');
    await shell.signInAs(artist.id);
    const sketchId = await organiseData.uploadSketch(sketchTitle);
    await shell.open(`/sketch/${sketchId}/edit`);
    await shell.waitForPage('sketchEdit');
    expect(await sketchEdit.title().getValue()).toBe(sketchTitle);
    await sketchEdit.title().setValue(`${sketchTitle} at dusk`);
    await sketchEdit.save().click();
    await shell.waitForPage('sketch');
    await browser.waitUntil(async () => (await textOf('[data-testid="sketch-title"]')).includes(`${sketchTitle} at dusk`), {
      timeoutMsg: 'the new title is not shown',
    });
  });

  it('does not give the edit page to another artist', async () => {
    await shell.signInAs(artist.id);
    const sketchId = await organiseData.uploadSketch(unique('Harbour'));
    const other = DEMO_ACCOUNTS.find((a) => a.role === 'patron')!;
    await shell.signInAs(other.id, `/sketch/${sketchId}/edit`);
    await shell.waitForPage('notFound');
  });
});
