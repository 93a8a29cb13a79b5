// The gloperators' tools: GlopGus warns a user from the moderator panel on the user's profile;
// the user signs in, sees the warning page, accepts it and sees the site. GlopGus bans another
// user for 1 day; that user sees the suspension text with its end date. The users are seeded
// ordinary artists kept for this spec (server/seed/seedModeration.ts), one per browser, since
// both browsers share one server; each test signs everyone in afresh, so the tests stand alone.
import { $, browser, expect } from '@wdio/globals';
import { DEMO_ACCOUNTS } from '../../../server/seed/demoAccounts';
import { MODERATION_DEMO } from '../../../server/seed/seedModeration';
import { axe, FAILING_IMPACTS } from '../pages/axe';
import { moderation } from '../pages/moderation';
import { shell } from '../pages/shell';
import { engine } from '../pages/engine';

const gus = DEMO_ACCOUNTS.find((account) => account.role === 'gloperator')!;
const side = engine() === 'MiniBrowser' ? 'ios' : 'android';
const stamp = () => `${engine()} ${Date.now().toString(36)}`;

/** No serious or critical axe finding, and every control a phone's touch target. */
async function expectAxeClean(what: string) {
  await axe.waitForSettled('profile');
  const failing = (await axe.violations()).filter((v) => FAILING_IMPACTS.includes(v.impact ?? ''));
  expect(failing.length === 0 ? '' : `axe (${engine()}) ${what}:\n${axe.describe(failing)}`).toBe('');
  expect(await axe.smallTargets()).toEqual([]);
}

async function asGus(targetId: number) {
  await shell.startAsNewVisitor();
  await shell.signInAs(gus.id, `/user/${targetId}`);
  await shell.waitForSignedIn(gus.nickname);
  await moderation.openProfile(targetId);
}

describe('moderation', () => {
  afterEach(async function () {
    if (this.currentTest?.state !== 'failed') return;
    const where = await browser.execute(() => `${location.href} [${document.querySelector('main')?.getAttribute('data-page')}] ${document.querySelector('main')?.textContent?.slice(0, 300) ?? ''}`);
    console.log(`page at failure of "${this.currentTest.title}": ${where}`);
  });

  it('a gloperator warns a user, who must accept the warning before going on', async () => {
    const target = MODERATION_DEMO.e2eTargets.warn[side];
    const reason = `Spam in the comments (${stamp()})`;
    await asGus(target);
    expect(await moderation.ban('Warning', reason, 'e2e warning')).toContain('has been warned.');

    await shell.startAsNewVisitor();
    await moderation.signInById(target, '/compos');
    await expect(moderation.banTitle()).toHaveText('Warning');
    await expect(moderation.banText()).toHaveText('You have received a warning from a gloperator.');
    await expect(moderation.banReason()).toHaveText(reason);
    await expect(moderation.banEnds()).not.toBeExisting();
    await expect(moderation.accept()).toBeDisabled();
    await moderation.agree().click();
    await expect(moderation.accept()).toBeEnabled();
    await moderation.accept().click();
    await expect(shell.dialogMessage()).toHaveText("Thanks, let's keep Sketchery a fun and safe place!");
    await shell.dialogOk().click();
    await shell.waitForPage('home');
    await browser.refresh();
    await shell.waitForPage('home');
    await expect(moderation.banPage()).not.toBeExisting();
  });

  it('a gloperator bans a user for 1 day, who then sees the suspension with its end date', async () => {
    const target = MODERATION_DEMO.e2eTargets.ban[side];
    const reason = `Harassment of another artist (${stamp()})`;
    await asGus(target);
    expect(await moderation.ban('1 day', reason)).toContain('has been banned for 1 day.');

    await shell.startAsNewVisitor();
    await moderation.signInById(target, '/');
    for (const path of ['/', '/compos']) {
      await shell.open(path);
      await expect(moderation.banTitle()).toHaveText('Account Suspended');
      await expect(moderation.banText()).toHaveText('Your account has been suspended for 1 day.');
      await expect(moderation.banEnds()).toHaveText(expect.stringContaining('Suspension ends'));
      await expect(moderation.banReason()).toHaveText(reason);
      await expect(moderation.accept()).not.toBeExisting();
    }
  });

  it("offers Accept compo invite only on a sketch whose invite waits (InkyAda's oldest)", async () => {
    await shell.startAsNewVisitor();
    await shell.signInAs(gus.id, '/');
    await shell.waitForSignedIn(gus.nickname);
    // InkyAda's oldest sketches, as the server tells a gloperator whether an invite waits.
    const sketches = (await browser.execute(async (owner: number) => {
      const get = async (path: string) => (await fetch(path, { headers: { Accept: 'application/json' }, credentials: 'include' })).json();
      const list = (await get(`/user/${owner}/sketches?format=json&sort=oldest&page=1`)) as { sketches: { id: number }[] };
      const found: { id: number; invite: boolean }[] = [];
      for (const card of list.sketches.slice(0, 12)) found.push({ id: card.id, invite: ((await get(`/api/v2/sketchInfo/${card.id}`)) as { compoInvite?: boolean }).compoInvite === true });
      return found;
    }, MODERATION_DEMO.demoInviteOwner)) as { id: number; invite: boolean }[];
    const invited = sketches.find((sketch) => sketch.invite);
    const plain = sketches.find((sketch) => !sketch.invite);
    if (!invited || !plain) throw new Error(`InkyAda's oldest sketches: ${JSON.stringify(sketches)}`);
    for (const [sketch, offered] of [[invited, true], [plain, false]] as const) {
      await shell.open(`/sketch/${sketch.id}`);
      await $('[data-testid="mod-feature"]').waitForDisplayed({ timeoutMsg: `no moderator panel on sketch ${sketch.id}` });
      expect(await $('[data-testid="mod-accept-invite"]').isExisting()).toBe(offered);
    }
  });

  it('a gloperator acting as a user sees a bar saying so on every page, and goes back by its button or by logging out', async () => {
    const ada = DEMO_ACCOUNTS.find((account) => account.role === 'artist')!;
    const impersonate = async () => {
      await moderation.openProfile(ada.id);
      await moderation.impersonateButton().click();
      await expect(shell.dialogMessage()).toHaveText(`Sign in as ${ada.nickname}? You will act as them until you go back to your own account or log out.`);
      await shell.dialogOk().click();
      await shell.waitForPage('home');
      await shell.waitForSignedIn(ada.nickname);
    };
    await asGus(ada.id);
    await expect(moderation.actingBar()).not.toBeExisting();
    await impersonate();
    // On every page, held below the header, within the phone's width, with a full-size button.
    for (const path of ['/', '/compos', `/user/${ada.id}`]) {
      if (path !== '/') await shell.open(path);
      await moderation.actingBar().waitForDisplayed({ timeoutMsg: `no acting bar on ${path}` });
      await expect($('[data-testid="acting-bar-text"]')).toHaveText(`Acting as ${ada.nickname}`);
      await expect(moderation.actingBarBack()).toHaveText(`Back to ${gus.nickname}`);
      const layout = await moderation.actingBarLayout();
      expect(layout.top).toBeGreaterThanOrEqual(layout.headerBottom - 1);
      expect(layout.left).toBeGreaterThanOrEqual(0);
      expect(layout.right).toBeLessThanOrEqual(layout.viewport + 1);
      expect(Math.min(layout.backWidth, layout.backHeight)).toBeGreaterThanOrEqual(44);
    }
    // The bar stays after a reload: the server's session says who acts.
    await browser.refresh();
    await moderation.actingBar().waitForDisplayed();

    await moderation.actingBarBack().click();
    await shell.waitForSignedIn(gus.nickname);
    await moderation.actingBar().waitForDisplayed({ reverse: true });
    // Their own account again: the profile shows the moderator panel.
    await moderation.openProfile(ada.id);

    // Logging out while acting returns to the gloperator's account as well.
    await impersonate();
    await shell.open('/logout');
    await expect(shell.dialogMessage()).toHaveText('Are you sure you want to log out?');
    await shell.dialogOk().click();
    await shell.waitForSignedIn(gus.nickname);
    await moderation.actingBar().waitForDisplayed({ reverse: true });
    await browser.refresh();
    await shell.waitForSignedIn(gus.nickname);
    await expect(moderation.actingBar()).not.toBeExisting();
  });

  it('a gloperator edits a sketch title from the panel; a too-long one is refused at the field', async () => {
    await shell.startAsNewVisitor();
    await shell.signInAs(gus.id, '/');
    await shell.waitForSignedIn(gus.nickname);
    const { sketchId, original } = (await browser.execute(async (owner: number) => {
      const get = async (path: string) => (await fetch(path, { headers: { Accept: 'application/json' }, credentials: 'include' })).json();
      const list = (await get(`/user/${owner}/sketches?format=json&sort=oldest&page=1`)) as { sketches: { id: number }[] };
      const id = list.sketches[0]!.id;
      return { sketchId: id, original: ((await get(`/api/v2/sketchInfo/${id}`)) as { title: string }).title };
    }, MODERATION_DEMO.demoInviteOwner)) as { sketchId: number; original: string };
    const title = `Retitled by a gloperator ${stamp()}`.slice(0, 100);
    await shell.open(`/sketch/${sketchId}`);
    await $('[data-testid="mod-edit-data"]').waitForDisplayed({ timeoutMsg: `no Edit data on sketch ${sketchId}` });
    await $('[data-testid="mod-edit-data"]').click();
    await $('[data-testid="edit-data-dialog"]').waitForDisplayed();
    const value = $('[data-testid="edit-data-value"]');
    await moderation.type(value, 'x'.repeat(101));
    await $('[data-testid="edit-data-submit"]').click();
    await expect($('[data-testid="edit-data-value-error"]')).toHaveText('Title can be at most 100 characters.');
    await expect(value).toHaveAttribute('aria-invalid', 'true');
    await moderation.type(value, title);
    await $('[data-testid="edit-data-submit"]').click();
    await expect($('[data-testid="edit-data-result"]')).toHaveText(`Title of sketch ${sketchId} saved.`);
    await $('[data-testid="edit-data-close"]').click();
    // The page shows the stored title (its copy was read again), and so does a fresh load.
    await browser.waitUntil(async () => ((await $('main').getText()) ?? '').includes(title), { timeoutMsg: 'the page does not show the new title' });
    await browser.refresh();
    await browser.waitUntil(async () => ((await $('main').getText()) ?? '').includes(title), { timeoutMsg: 'the reloaded page does not show the new title' });
    // The other specs find the sketch as seeded.
    expect((await shell.post('/api/v2/admin/editData', { target: 'sketch', id: sketchId, field: 'title', value: original })).status).toBe(200);
  });

  it('the panel, the ban form and the moderation lists pass the axe check', async () => {
    const target = MODERATION_DEMO.e2eTargets.warn[side];
    await asGus(target);
    await expectAxeClean('the moderator panel');
    await moderation.banButton().click();
    await moderation.banDialog().waitForDisplayed();
    await expectAxeClean('the ban form');
    await browser.keys('Escape');
    await moderation.banDialog().waitForDisplayed({ reverse: true });
    await $('[data-testid="mod-section"]').click();
    await $('[data-testid="reported-comment"]').waitForDisplayed();
    await expectAxeClean('the reported comments');
    for (const tab of ['sketches', 'bans', 'usage']) {
      await $(`[data-testid="moderation-tab-${tab}"]`).click();
      await expectAxeClean(`the ${tab} tab`);
    }
  });
});
