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

const gus = DEMO_ACCOUNTS.find((account) => account.role === 'gloperator')!;
const engine = String((browser.capabilities as WebdriverIO.Capabilities).browserName ?? 'browser');
const side = engine === 'MiniBrowser' ? 'ios' : 'android';
const stamp = () => `${engine} ${Date.now().toString(36)}`;

/** No serious or critical axe finding, and every control a phone's touch target. */
async function expectAxeClean(what: string) {
  await axe.waitForSettled('profile');
  const failing = (await axe.violations()).filter((v) => FAILING_IMPACTS.includes(v.impact ?? ''));
  expect(failing.length === 0 ? '' : `axe (${engine}) ${what}:\n${axe.describe(failing)}`).toBe('');
  expect(await axe.smallTargets()).toEqual([]);
}

async function asGus(targetId: number) {
  await shell.startSignedOut();
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

    await shell.startSignedOut();
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

    await shell.startSignedOut();
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
    await shell.startSignedOut();
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
