// Statistics and the brush browser: a patron sees charts of their own sketch and of their
// account, others get the right message; a visitor browses brushes by category (the hash keeps
// it across a reload and back); a gloperator creates a shared image from a brush.
import { $, browser, expect } from '@wdio/globals';
import { DEMO_ACCOUNTS } from '../../../server/seed/demoAccounts';
import { brushPage, statsPage } from '../pages/statsBrushes';
import { shell } from '../pages/shell';

const account = (role: string) => {
  const found = DEMO_ACCOUNTS.find((a) => a.role === role);
  if (!found) throw new Error(`no demo account with role ${role}`);
  return found;
};
const patron = account('patron');
const artist = account('artist');
const gloperator = account('gloperator');

// Every test starts as a new visitor with nothing stored, off the app (each then opens its own
// page or signs in), so each passes alone and in any order.
// Each describe says so itself: a hook outside any describe would run before every test of
// every spec file in this file's worker (test/e2e/specGroups.ts).

describe('statistics', () => {
  beforeEach(() => shell.startAsNewVisitor());
  it("shows a patron their own statistics as charts with data", async () => {
    await shell.signInAs(patron.id, `/e/stats/${patron.id}`);
    await shell.waitForPage('userStats');
    expect(await statsPage.inPage.count('[data-testid="chart-hours-svg"]')).toBe(1);
    const hours = await statsPage.values('chart-hours', 'point');
    expect(hours).toHaveLength(24);
    expect(hours.some((value) => value > 0)).toBe(true);
    const days = await statsPage.values('chart-days', 'bar');
    expect(days).toHaveLength(30);
    expect(days.some((value) => value > 0)).toBe(true);
    expect(await statsPage.values('chart-months', 'bar')).toHaveLength(12);
    expect(await statsPage.inPage.text('[data-testid="stat-sketches"] dd')).toMatch(/^\d+$/);
    expect((await statsPage.weekSketchIds()).length).toBeGreaterThan(0);
  });

  it("shows a patron the stats of their own sketch: tiles, a tool chart and brushes", async () => {
    const sketchId = await statsPage.patronSketchWithStats(patron.id);
    await shell.open(`/stats/${sketchId}`);
    await shell.waitForPage('sketchStats');
    expect(await statsPage.inPage.text('[data-testid="stat-time"] dd')).toMatch(/\d+(s|m)$/);
    const tools = await statsPage.values('chart-tools', 'bar');
    expect(tools.length).toBeGreaterThan(0);
    expect(tools[0]).toBeGreaterThan(0);
    expect(await statsPage.inPage.count('[data-testid="stats-brushes"] li')).toBeGreaterThan(0);
  });

  it('asks a visitor to log in', async () => {
    const sketchId = await statsPage.patronSketchWithStats(patron.id);
    await shell.startAsNewVisitor();
    await shell.open(`/stats/${sketchId}`);
    await shell.waitForPage('sketchStats');
    await expect(statsPage.notice()).toHaveText('You must be logged in to see statistics.');
    await shell.open(`/e/stats/${patron.id}`);
    await shell.waitForPage('userStats');
    await expect(statsPage.notice()).toHaveText('You must be logged in to see statistics.');
  });

  it("tells another artist that only the artist sees them", async () => {
    const sketchId = await statsPage.patronSketchWithStats(patron.id);
    await shell.signInAs(artist.id, `/stats/${sketchId}`);
    await shell.waitForPage('sketchStats');
    await expect(statsPage.notice()).toHaveText('Only the artist can see the statistics of this sketch.');
    await shell.open(`/e/stats/${artist.id}`);
    await shell.waitForPage('userStats');
    await expect(statsPage.notice()).toHaveText('Statistics are a patron feature.');
  });
});

describe('brush browser', () => {
  beforeEach(() => shell.startAsNewVisitor());
  it('a visitor picks a category: the hash follows, the grid shows its brushes', async () => {
    await shell.open('/shared/brush');
    await shell.waitForPage('brushes');
    await brushPage.waitForCategory('');
    await brushPage.pickCategory('Inks/Pens');
    expect(await brushPage.inPage.hash()).toBe('#Inks/Pens');
    expect(await brushPage.inPage.text('#brush-heading')).toBe('Pens');
    const src = await brushPage.inPage.attribute('[data-testid="brush-item"] img', 'src');
    expect(src).toMatch(/^\/img\/brush\/\d+\/\d+\.jpg$/);
    expect(await brushPage.shareButtons()).toHaveLength(0);
  });

  it('stays in the category after a reload, and back returns to the previous one', async () => {
    await shell.open('/shared/brush');
    await shell.waitForPage('brushes');
    await brushPage.waitForCategory('');
    await brushPage.pickCategory('Inks/Pens');
    await browser.refresh();
    await shell.waitForPage('brushes');
    await brushPage.waitForCategory('Inks/Pens');
    await browser.back();
    await brushPage.waitForCategory('');
    expect(await brushPage.inPage.hash()).toBe('');
  });

  it('loads more brushes as the grid is scrolled to its end', async () => {
    await shell.open('/shared/brush');
    await shell.waitForPage('brushes');
    await brushPage.waitForCategory('');
    await brushPage.pickCategory('Inks');
    const first = await brushPage.itemCount();
    expect(first).toBe(25);
    await browser.waitUntil(
      async () => {
        await browser.execute(() => window.scrollTo(0, document.body.scrollHeight));
        return (await brushPage.itemCount()) > first;
      },
      { timeoutMsg: 'no more brushes were loaded on scrolling' },
    );
  });
});

describe('the gloperator tool of the brush browser', () => {
  beforeEach(() => shell.startAsNewVisitor());
  it('creates a shared image from a brush and links to its picture', async () => {
    await shell.signInAs(gloperator.id, '/shared/brush#Stamps/Nature');
    await shell.waitForPage('brushes');
    await brushPage.waitForCategory('Stamps/Nature');
    const share = (await brushPage.shareButtons())[0]!;
    await share.click();
    const sketchField = await $('[data-testid="share-sketch"]');
    await sketchField.waitForDisplayed();
    await sketchField.setValue('https://sketchery.app/sketch/1');
    // The tool starts in the category shown, with the brush's title.
    expect(await browser.execute(() => (document.querySelector('[data-testid="share-path"]') as HTMLSelectElement).value)).toBe('Stamps/Nature');
    await $('[data-testid="share-create-image"]').click();
    const link = await $('[data-testid="share-image-link"]');
    await link.waitForDisplayed({ timeoutMsg: 'no link to the new image was shown' });
    // The attribute as written (WebKit's driver answers the resolved, absolute address).
    const href = await browser.execute(() => document.querySelector('[data-testid="share-image-link"]')?.getAttribute('href') ?? null);
    expect(href).toMatch(/^\/img\/shared\/[0-9a-f-]{36}\/1024\.jpg$/);
    // The link leads to the picture itself.
    const answer = await browser.execute(async (url: string) => {
      const response = await fetch(url);
      return { status: response.status, type: response.headers.get('content-type') };
    }, href!);
    expect(answer).toEqual({ status: 200, type: 'image/jpeg' });
  });
});
