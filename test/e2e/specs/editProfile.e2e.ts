// Edit profile: a visitor is asked to log in and nobody opens someone else's; the artist edits
// her profile (text fields, country, gender, birthday, theme, avatar), which the header shows at
// once and a reload keeps; a failed Update (a taken nickname) keeps everything typed and says so
// at the nickname field, where the focus goes; every picker choice is a 44 px target around its
// 25 px picture on a phone;
// the patron changes his web address, typed freely and previewed as a slug, and his watermark
// line. Each test puts back what it changed, so the other engine and other specs see the seed.
import { browser, expect } from '@wdio/globals';
import { DEMO_ACCOUNTS } from '../../../server/seed/demoAccounts';
import { editProfile, editProfileData } from '../pages/editProfile';
import { shell } from '../pages/shell';
import { engine } from '../pages/engine';

const artist = DEMO_ACCOUNTS.find((a) => a.role === 'artist')!;
const patron = DEMO_ACCOUNTS.find((a) => a.role === 'patron')!;
/** Letters of the engine's name, for values that must differ between the two runs. */
const engineWord = () => engine().toLowerCase().replace(/[^a-z]/g, '');
const headerAvatar = () => browser.execute(() => document.querySelector('[data-testid="current-user"] img')?.getAttribute('src') ?? '');

describe('edit profile', () => {
  beforeEach(() => shell.startAsNewVisitor());
  afterEach(async function () {
    if (this.currentTest?.state !== 'failed') return;
    const where = await browser.execute(() => `${location.href} [${document.querySelector('main')?.getAttribute('data-page')}] ${document.querySelector('main')?.textContent?.slice(0, 300) ?? ''}`);
    console.log(`page at failure of "${this.currentTest.title}": ${where}`);
  });

  it("asks a visitor to log in, and refuses someone else's edit page", async () => {
    await shell.open('/editProfile');
    await shell.waitForPage('editProfile');
    await expect(editProfile.loginRequired()).toHaveText(expect.stringContaining('Please log in to edit your profile.'));
    await shell.signInAs(artist.id, '/');
    await shell.waitForSignedIn(artist.nickname);
    await shell.open(`/user/${patron.id}/edit`);
    await shell.waitForPage('notFound');
  });

  it('lets the artist edit her profile; the header shows the new avatar and a reload keeps every value', async () => {
    await shell.signInAs(artist.id, '/');
    await shell.waitForSignedIn(artist.nickname);
    const before = await editProfileData.read();
    const avatar = before.recentSketches[1]!.id;
    const about = `Foxes and owls, drawn in ${engineWord()}.`;
    try {
      await editProfile.open(`/user/${artist.id}/edit`);
      expect(await browser.getTitle()).toBe('Edit profile · Sketchery');
      await expect(editProfile.field('edit-email-hint')).toHaveText('For account recovery only');
      await editProfile.type('edit-about', about);
      await editProfile.type('edit-website', 'https://inkyada.example.org');
      expect(await editProfile.valueOf('edit-about')).toBe(about);
      await editProfile.choose('edit-country', 'JP');
      await editProfile.choose('edit-gender', 'other');
      await editProfile.choose('edit-birth-month', '2');
      await editProfile.choose('edit-birth-day', '29');
      await editProfile.pick('avatar', avatar);
      await editProfile.submitAndWaitForSaved();
      await browser.waitUntil(async () => (await headerAvatar()).startsWith(`/img/avatar/${artist.id}-${avatar}/`), { timeoutMsg: 'the header does not show the new avatar' });

      await editProfile.open('/editProfile');
      expect(await editProfile.valueOf('edit-about')).toBe(about);
      expect(await editProfile.valueOf('edit-website')).toBe('https://inkyada.example.org');
      expect(await editProfile.valueOf('edit-country')).toBe('JP');
      expect(await editProfile.valueOf('edit-gender')).toBe('other');
      expect(await editProfile.valueOf('edit-birth-month')).toBe('2');
      expect(await editProfile.valueOf('edit-birth-day')).toBe('29');
      expect(await editProfile.field(`avatar-choice-${avatar}`).getAttribute('data-checked')).toBe('true');
    } finally {
      await editProfileData.save({ ...before.userInfo });
    }
  });

  it('keeps everything typed when the Update fails, and says why at the field, where the focus goes', async () => {
    await shell.signInAs(artist.id, '/');
    await shell.waitForSignedIn(artist.nickname);
    await editProfile.open('/editProfile');
    const about = `Not saved (${engineWord()})`;
    await editProfile.type('edit-nickname', patron.nickname); // taken
    await editProfile.type('edit-about', about);
    await browser.waitUntil(async () => (await editProfile.valueOf('edit-nickname')) === patron.nickname, { timeoutMsg: 'the nickname was not typed over' });
    await browser.execute(() => document.querySelector('[data-testid="edit-profile-update"]')?.scrollIntoView({ block: 'center' }));
    await editProfile.update().click();
    await expect(editProfile.field('edit-nickname-error')).toHaveText(expect.stringContaining('That nickname is taken.'));
    const nickname = editProfile.field('edit-nickname');
    await expect(nickname).toHaveAttribute('aria-invalid', 'true');
    const errorId = await editProfile.field('edit-nickname-error').getAttribute('id');
    expect(errorId).toBeTruthy();
    await expect(nickname).toHaveAttribute('aria-describedby', errorId!);
    await browser.waitUntil(() => browser.execute(() => document.activeElement?.getAttribute('data-testid') === 'edit-nickname'), { timeoutMsg: 'the focus did not go to the nickname' });
    // Said once, at the field: not again beside Update.
    await expect(editProfile.error()).not.toBeExisting();
    expect(await editProfile.valueOf('edit-nickname')).toBe(patron.nickname);
    expect(await editProfile.valueOf('edit-about')).toBe(about);
    expect((await editProfileData.read()).userInfo.nickname).toBe(artist.nickname);
  });

  it('gives every picker choice a 44 px hit area around its 25 px picture on a phone', async () => {
    await shell.signInAs(artist.id, '/');
    await shell.waitForSignedIn(artist.nickname);
    const before = await editProfileData.read();
    try {
      await editProfile.open('/editProfile');
      const width = await browser.execute(() => window.innerWidth);
      expect(width).toBeLessThanOrEqual(480);
      const small: string[] = [];
      const images: Record<string, [number, number] | null> = {};
      for (const kind of ['avatar', 'cover', 'emoticon'] as const) {
        const boxes = await editProfile.choiceBoxes(kind);
        expect(boxes.length).toBeGreaterThan(1);
        for (const box of boxes) if (box.hit[0] < 44 || box.hit[1] < 44) small.push(`${box.id} ${box.hit.join('x')}`);
        images[kind] = boxes.find((box) => box.image)?.image ?? null;
      }
      expect(small).toEqual([]);
      // The look stays the spec's: 25 px avatars, 75x25 covers, 24 px emoticons on a small screen.
      expect(images).toEqual({ avatar: [25, 25], cover: [75, 25], emoticon: [24, 24] });
      // A tap beside the picture, inside the target, chooses it.
      await editProfile.tapCorner('avatar', before.recentSketches[2]!.id);
    } finally {
      await editProfileData.save({ ...before.userInfo });
    }
  });

  it('lets the patron change his web address, typed freely and previewed as a slug, and his watermark line', async () => {
    await shell.signInAs(patron.id, '/');
    await shell.waitForSignedIn(patron.nickname);
    const before = await editProfileData.read();
    const slug = `paolo-paints-${engineWord()}`;
    try {
      await editProfile.open('/editProfile');
      await editProfile.type('edit-slug', `Paolo  Paints ${engine()}!`, slug);
      await browser.waitUntil(async () => (await editProfile.valueOf('edit-slug')) === slug, { timeoutMsg: `the address is not made into ${slug}` });
      const origin = await browser.execute(() => location.origin);
      await expect(editProfile.slugPreview()).toHaveText(`Your address: ${origin}/${slug}`);
      await editProfile.type('edit-wm-name', 'Studio Paolo');
      await expect(editProfile.watermarkPreview()).toHaveText(`© ${new Date().getFullYear()} Studio Paolo`);
      await editProfile.submitAndWaitForSaved();

      await editProfile.open(`/user/${patron.nickname}/edit`);
      expect(await editProfile.valueOf('edit-slug')).toBe(slug);
      expect(await editProfile.valueOf('edit-wm-name')).toBe('Studio Paolo');
      expect((await editProfileData.read()).userPro).toMatchObject({ slug, wmName: 'Studio Paolo' });
      // Emptied, the preview falls back to the user-id path.
      await editProfile.type('edit-slug', '-', '');
      await browser.waitUntil(async () => (await editProfile.valueOf('edit-slug')) === '', { timeoutMsg: 'a lone hyphen is not dropped' });
      await expect(editProfile.slugPreview()).toHaveText(`Your address: ${origin}/user/${patron.id}`);
    } finally {
      await editProfileData.save({ userPro: before.userPro });
    }
  });
});
