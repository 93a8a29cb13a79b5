// Stored XSS, rendered in a real browser with the Content-Security-Policy switched off (the
// development server's ?csp=off), so markup injection shows even where the policy would stop
// it. The XSS corpus (server/testing/security/xss-payloads.json) is seeded through the API into every
// field a page shows (server/testing/security/xssFields.ts): comments on sketches and in a compo's
// discussion and on a profile, sketch titles, descriptions, tags and video links, album titles and descriptions,
// co-op titles and descriptions, a warning's reason, a private message's posts and subject,
// group requests' names and descriptions.
// Many payloads share a page (packed into a field up to its length, or one comment each), and
// the app moves between the pages inside one document, where hooks record every __xss(n),
// alert, confirm and prompt call. Each page is scanned for injected active content. The app's
// own error reports catch a payload that ran before the hooks (a ReferenceError on __xss). Each
// browser seeds its own artist, so the two runs do not meet.
import { $, browser, expect } from '@wdio/globals';
import { recordSecuritySummary } from '../../../server/testing/security/summary';
import { packPayloads, XSS_PAYLOADS, type XssPayload } from '../../../server/testing/security/xssCorpus';
import { DEMO_ACCOUNTS } from '../../../server/seed/demoAccounts';
import { textLinkParts, USER_LINK_REL } from '../../../src/lib/textLinks';
import { shell } from '../pages/shell';
import { xss, type Finding } from '../pages/xss';
import { engine } from '../pages/engine';

const LIMITS = { comment: 2000, sketchTitle: 100, sketchDescription: 2000, albumTitle: 64, albumDescription: 1024, coopTitle: 100, coopDescription: 1024, reason: 500, message: 5000, messageSubject: 100, groupRequestName: 64, groupRequestDescription: 1024 };
const gloperator = DEMO_ACCOUNTS.find((account) => account.role === 'gloperator')!;
const browserName = engine();
/** Where this browser looks for its artist: far from the demo accounts and from the other browser. */
const FIRST_CANDIDATE = browserName === 'MiniBrowser' ? 370 : 399;

interface Visit {
  path: string;
  /** A tab to click on arrival (the texts are in a panel that is not the first). */
  open?: string;
  /** What must be on the page before it is scanned. */
  selector: string;
  count?: number;
  /**
   * A windowed list (only the cards near the viewport are in the page): the page is scrolled
   * through from the top, scanned at each step, and every card with one of `ids` in `attribute`
   * must have been rendered on the way (the texts count as shown if shown at any step).
   */
  scroll?: { attribute: string; ids: string[] };
  /**
   * Where the page makes the web addresses of some of its texts links (src/lib/textLinks.ts):
   * the links there must be exactly the http(s) addresses in those texts, with the user-content rel.
   */
  links?: { selector: string; texts: Pack[] };
  /** The texts seeded into the page, with the payloads each holds. */
  texts: Pack[];
}

type Pack = ReturnType<typeof packPayloads>[number];

interface Card {
  id: number;
  unlisted?: boolean;
}

const pages: Visit[] = [];
let ownArtist = 0;
const tally = { payloads: XSS_PAYLOADS.length, seeded: 0, pages: 0, renderedTexts: 0, payloadRenders: 0, shownAsText: 0, executions: 0, injected: 0 };
const one = (payload: XssPayload): Pack => ({ text: payload.text, ids: [payload.id] });
const some = (pack: Pack | undefined): Pack[] => (pack ? [pack] : []);

/** The first candidate user without a ban and with enough public sketches, signed in. */
async function signInAsArtist(): Promise<{ id: number; sketches: number[] }> {
  for (let id = FIRST_CANDIDATE; id > FIRST_CANDIDATE - 25; id--) {
    const user = await xss.signInAs(id);
    if (!user || user.ban !== null) continue;
    const page = await xss.get<{ sketches: Card[] }>(`/user/${id}/sketches?format=json&sort=oldest&page=1`);
    const sketches = page.body.sketches.map((card) => card.id);
    if (sketches.length >= 6) return { id, sketches: sketches.slice(0, 8) };
  }
  throw new Error('no artist without a ban and with six sketches');
}

const packed = (max: number) => packPayloads(XSS_PAYLOADS, max);
const storedCount = (answers: { status: number }[]) => answers.filter((answer) => answer.status === 200).length;

async function seed(): Promise<void> {
  const artist = await signInAsArtist();
  const [first, ...others] = artist.sketches as [number, ...number[]];

  // Every payload as a comment on one sketch.
  const comments = await xss.postAll(
    '/comment',
    XSS_PAYLOADS.map((payload) => ({ key: `xss-${browserName}-${payload.id}`, comment: payload.text, type: 'sketch', which: first })),
  );
  tally.seeded += storedCount(comments);

  // Groups: requests for new groups, the payloads packed into their names and descriptions,
  // all listed on the Requests tab (seeded early: the two browsers' many requests then overlap
  // their seeding, not the other browser's page visits).
  const requestNames = packed(LIMITS.groupRequestName);
  const requestDescriptions = packed(LIMITS.groupRequestDescription);
  const requestBodies = [
    ...requestNames.map((pack) => ({ action: 'request', title: pack.text, description: `XSS ${browserName}`, thumbnail: first })),
    ...requestDescriptions.map((pack, index) => ({ action: 'request', title: `XSS ${browserName} ${index}`, description: pack.text, thumbnail: first })),
  ];
  const requestAnswers = await xss.postAll<{ request?: { id: number } }>('/api/v2/group', requestBodies);
  // A pack that is only spaces is refused (a request needs a name and a description).
  const requestTexts = [...requestNames, ...requestDescriptions].filter((_pack, index) => requestAnswers[index]?.status === 200);
  tally.seeded += storedCount(requestAnswers);
  const requestIds = requestAnswers.flatMap((answer) => (answer.status === 200 && answer.body.request ? [String(answer.body.request.id)] : []));
  expect(requestIds).toHaveLength(storedCount(requestAnswers));
  const requestsPage: Visit = {
    path: '/groups?tab=requests',
    selector: '[data-testid="group-request"]',
    scroll: { attribute: 'data-request-id', ids: requestIds },
    texts: requestTexts,
  };

  // The sketches: a pack of payloads in each description and title, the tags and a video link.
  // Unlisted, so the other specs' feeds never show them.
  const descriptions = packed(LIMITS.sketchDescription);
  const titles = packed(LIMITS.sketchTitle);
  const videos = XSS_PAYLOADS.filter((payload) => /^https?:\/\//.test(payload.text));
  const sketchIds = [first, ...others];
  for (const [index, id] of sketchIds.entries()) {
    const [title, description] = [titles[index], descriptions[index % descriptions.length]];
    const body = {
      privacy: 'unlisted',
      title: title?.text ?? '',
      description: description?.text ?? '',
      // A list (not text, which splits at spaces): each payload one tag, before the tag rules.
      tags: XSS_PAYLOADS.slice(index * 10, index * 10 + 10).map((payload) => payload.text).filter((text) => text.length <= 100),
      video: videos[index % videos.length]?.text ?? '',
    };
    const answer = await xss.post(`/sketch/${id}/edit`, body);
    expect(answer.status).toBe(200);
    tally.seeded += 4;
    pages.push({ path: `/sketch/${id}`, selector: '[data-testid="sketch-description"]', texts: [...some(title), ...some(description)] });
  }
  pages[0]!.selector = '[data-testid="comment"]';
  pages[0]!.count = storedCount(comments);
  pages[0]!.texts.push(...XSS_PAYLOADS.map(one));
  pages.push({ path: `/sketch/${first}/edit`, selector: '[data-testid="edit-title"]', texts: [...some(titles[0]), ...some(descriptions[0])] });

  // Albums: one per title pack (the album list shows them all), one per description pack.
  const albumTitles = packed(LIMITS.albumTitle);
  const titleAnswers = await xss.postAll('/album/create', albumTitles.map((pack) => ({ title: pack.text })));
  tally.seeded += storedCount(titleAnswers);
  const albumDescriptions = packed(LIMITS.albumDescription);
  const descriptionAnswers = await xss.postAll<{ id: number }>(
    '/album/create',
    albumDescriptions.map((pack, index) => ({ title: `XSS ${browserName} ${index}`, description: pack.text })),
  );
  tally.seeded += storedCount(descriptionAnswers);
  pages.push({ path: `/user/${artist.id}/albums`, selector: '[data-testid="album-tile"]', count: albumTitles.length, texts: albumTitles });
  for (const [index, answer] of descriptionAnswers.entries()) {
    pages.push({ path: `/user/${artist.id}/album/${answer.body.id}`, selector: '[data-testid="album-description"]', texts: some(albumDescriptions[index]) });
  }
  pages.push({ path: `/gallery/user/${artist.id}`, selector: '[data-testid="sketch-card"]', texts: [] });

  // Co-ops, made by the gloperator from two of the artist's sketches.
  await xss.signInAs(gloperator.id);
  const coopTitles = packed(LIMITS.coopTitle);
  const coopDescriptions = packed(LIMITS.coopDescription);
  const category = (await xss.get<{ categories: { path: string }[] }>('/api/v2/content/categories?kind=brush')).body.categories[0]!.path;
  for (const [index, base] of sketchIds.slice(-2).entries()) {
    const [title, description] = [coopTitles[index]!, coopDescriptions[index]!];
    const answer = await xss.post('/api/v2/content/createCoOpSketch', { sketchId: base, path: category, title: title.text, desc: description.text });
    if (answer.status === 200) tally.seeded += 2;
    pages.push({ path: `/gallery/co-op/${base}`, selector: '[data-testid="gallery-title"]', texts: [title, description] });
  }
  await xss.signInAs(artist.id);
  ownArtist = artist.id;

  // A compo's discussion: the payloads packed into a page of comments (10 a page, newest first),
  // on a closed compo of this browser's own, so the other browser's comments never push them off.
  const compos = (await xss.get<{ compos: { id: number; keyName: string; state: string }[] }>('/api/v2/compo?page=1&pageSize=50')).body.compos;
  const compo = compos.filter((c) => c.state === 'closed')[browserName === 'MiniBrowser' ? 1 : 0]!;
  const compoComments = packed(LIMITS.comment);
  const compoAnswers = await xss.postAll(
    '/comment',
    compoComments.map((pack, index) => ({ key: `xss-compo-${browserName}-${index}`, comment: pack.text, type: 'compo', which: compo.id })),
  );
  expect(storedCount(compoAnswers)).toBe(compoComments.length);
  tally.seeded += compoComments.length;
  pages.push({ path: `/compo/${compo.keyName}`, open: '[data-testid="compo-tab-discussion"]', selector: '[data-testid="comment"]', count: compoComments.length, texts: compoComments });

  // The artist's own profile: the payloads packed into its comments (the newest 10 show on About).
  const profileComments = packed(LIMITS.comment);
  const profileAnswers = await xss.postAll(
    '/comment',
    profileComments.map((pack, index) => ({ key: `xss-profile-${browserName}-${index}`, comment: pack.text, type: 'profile', which: artist.id })),
  );
  expect(storedCount(profileAnswers)).toBe(profileComments.length);
  tally.seeded += profileComments.length;
  pages.push({ path: `/user/${artist.id}/about`, selector: '[data-testid="comment"]', count: profileComments.length, texts: profileComments });

  // A private conversation with the gloperator: the payloads packed into its posts, and a pack
  // in its subject; the thread shows the posts (50 a page) and the subject, the list the subject.
  const posts = packed(LIMITS.message);
  const subject = packed(LIMITS.messageSubject)[0]!;
  const written = await xss.post<{ id: number }>('/api/v2/message/write', { to: gloperator.id, subject: subject.text, text: posts[0]!.text });
  expect(written.status).toBe(200);
  const replies = await xss.postAll('/api/v2/message/reply', posts.slice(1).map((pack) => ({ id: written.body.id, text: pack.text })));
  expect(storedCount(replies)).toBe(posts.length - 1);
  tally.seeded += 1 + posts.length;
  pages.push({ path: `/message/${written.body.id}`, selector: '[data-testid="post"]', count: posts.length, links: { selector: '[data-testid="post-text"] a', texts: posts }, texts: [subject, ...posts] });
  pages.push({ path: '/messages', selector: '[data-testid="topic"]', texts: [subject] });
  pages.push(requestsPage);
}

/**
 * Scrolls a windowed list's page from top to bottom, most of a viewport at a time; at each step
 * scans it and looks for the texts not yet seen. Fails unless every card of `ids` was rendered.
 */
async function scrollThrough(visit: Visit, { attribute, ids }: { attribute: string; ids: string[] }): Promise<{ found: Finding[]; missing: string[] }> {
  const found = new Set<Finding>();
  const seen = new Set<string>();
  let missing = visit.texts.map((pack) => pack.text);
  const settle = () => browser.execute(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
  await browser.execute(() => window.scrollTo(0, 0));
  await settle();
  for (let step = 0; step < 500; step++) {
    for (const finding of await xss.scan()) found.add(finding);
    if (missing.length) missing = await xss.notShownAsText(missing);
    const shown = await browser.execute((s: string, a: string) => [...document.querySelectorAll(s)].map((card) => card.getAttribute(a) ?? ''), visit.selector, attribute);
    for (const id of shown) seen.add(id);
    const atEnd = await browser.execute(() => {
      if (window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2) return true;
      window.scrollBy(0, Math.round(window.innerHeight * 0.8));
      return false;
    });
    if (atEnd) break;
    await settle();
  }
  expect(ids.filter((id) => !seen.has(id))).toEqual([]);
  return { found: [...found], missing };
}

/**
 * The links a page made of its texts' web addresses: exactly the http(s) addresses the texts hold
 * (the corpus has several, some followed by markup or quotes), each with the user-content rel
 * and opened outside. What does not fit is reported as a finding.
 */
async function checkLinks(visit: Visit, { selector, texts }: NonNullable<Visit['links']>): Promise<Finding[]> {
  const expected = new Set(texts.flatMap((pack) => textLinkParts(pack.text).flatMap((part) => (part.kind === 'link' ? [part.href] : []))));
  expect(expected.size).toBeGreaterThan(0);
  const rendered = await browser.execute(
    (s: string) => [...document.querySelectorAll(s)].map((a) => ({ href: a.getAttribute('href') ?? '', rel: a.getAttribute('rel'), target: a.getAttribute('target') })),
    selector,
  );
  const findings = rendered.flatMap(({ href, rel, target }) =>
    !/^https?:\/\//.test(href) || !expected.has(href) || rel !== USER_LINK_REL || target !== '_blank' ? [`${visit.path}: a link to ${href.slice(0, 60)} (rel ${rel}, target ${target})`] : [],
  );
  const missing = [...expected].filter((href) => !rendered.some((link) => link.href === href));
  return [...findings, ...missing.map((href) => `${visit.path}: no link to ${href.slice(0, 60)}`)];
}

/** Visits a page; adds what it finds injected, and the seeded texts it does not show as text. */
async function check(visit: Visit, findings: Finding[], notShown: string[]): Promise<void> {
  await xss.go(visit.path);
  if (visit.open) {
    await xss.waitFor(visit.open, 1, visit.path);
    await $(visit.open).click();
  }
  await xss.waitFor(visit.selector, visit.count ?? 1, visit.path);
  const { found, missing } = visit.scroll ? await scrollThrough(visit, visit.scroll) : { found: await xss.scan(), missing: await xss.notShownAsText(visit.texts.map((pack) => pack.text)) };
  findings.push(...found.map((finding) => `${visit.path}: ${finding}`));
  if (visit.links) findings.push(...(await checkLinks(visit, visit.links)));
  tally.pages += 1;
  tally.renderedTexts += visit.texts.length;
  tally.payloadRenders += visit.texts.reduce((sum, pack) => sum + pack.ids.length, 0);
  notShown.push(...missing.map((text) => `${visit.path}: ${JSON.stringify(text.slice(0, 60))}`));
  tally.shownAsText += visit.texts.length - missing.length;
}

describe('stored XSS', () => {
  let firstErrorEvent = 0;

  before(async () => {
    await shell.startAsNewVisitor();
    const events = await xss.get<{ events: { id: number }[] }>('/api/dev/analytics?kind=error&limit=1');
    firstErrorEvent = events.body.events[0]?.id ?? 0;
    await seed();
  });

  it('runs no payload and injects no active element on any page that shows them (CSP off)', async () => {
    // The policy check works: with the site's CSP, an inline script is refused.
    await browser.url('/');
    await shell.header().waitForDisplayed();
    expect(await xss.cspIsOff()).toBe(false);
    // Once the app has taken the page over: the server-rendered home shows its header before the
    // app's code runs, and until then its state block (a JSON <script> the app takes out) is in the body.
    await shell.open('/?csp=off');
    expect(await xss.cspIsOff()).toBe(true);
    await xss.installHooks();
    // The scan finds nothing in the app itself, so anything it finds later was injected; and it
    // sees an injection, which runs (the policy is off).
    expect(await xss.scan()).toEqual([]);
    const control = await xss.control();
    expect(control.ran).toBe(true);
    expect(control.found).toEqual([expect.stringContaining('img[onerror]')]);

    const findings: Finding[] = [];
    const notShown: string[] = [];
    for (const visit of pages) await check(visit, findings, notShown);

    const hits = await xss.hits();
    expect(hits).not.toBeNull(); // no payload replaced the document
    tally.executions += hits?.length ?? 0;
    tally.injected += findings.length;
    expect(hits).toEqual([]);
    expect(findings).toEqual([]);
    // Every seeded text shows as the text it is: none was taken as markup.
    expect(notShown).toEqual([]);
  });

  it("shows a warning's reason as text", async () => {
    const reasons = packed(LIMITS.reason).slice(0, 2);
    for (const reason of reasons) {
      await xss.post('/api/dev/warn', { userId: ownArtist, reason: reason.text });
      tally.seeded += 1;
      // The ban page is what the app shows from its start: a full load, with the policy off.
      await browser.url('/?csp=off');
      await xss.waitFor('[data-testid="ban-reason"]');
      await xss.installHooks();
      const findings = (await xss.scan()).map((finding) => `ban page: ${finding}`);
      tally.pages += 1;
      tally.renderedTexts += 1;
      tally.payloadRenders += reason.ids.length;
      const notShown = await xss.notShownAsText([reason.text]);
      tally.shownAsText += 1 - notShown.length;
      expect(notShown).toEqual([]);
      tally.injected += findings.length;
      expect(findings).toEqual([]);
      expect((await xss.post('/api/v2/user/warningAccept', { userId: ownArtist })).status).toBe(200);
    }
  });

  it('reported no error from a payload that ran before the hooks', async () => {
    const events = await xss.get<{ events: { id: number; message?: string }[] }>('/api/dev/analytics?kind=error&limit=500');
    const fromPayloads = events.body.events.filter((event) => event.id > firstErrorEvent && /__xss|alert|confirm|prompt/.test(event.message ?? ''));
    tally.executions += fromPayloads.length;
    expect(fromPayloads.map((event) => event.message)).toEqual([]);
  });

  // A failure says where the page was and what it showed.
  afterEach(async function () {
    if (this.currentTest?.state !== 'failed') return;
    const where = await browser.execute(
      () => `${location.href} [${document.querySelector('main')?.getAttribute('data-page')}] dialog=${!!document.querySelector('dialog[open]')} ${document.body.textContent?.slice(0, 300) ?? ''}`,
    );
    console.log(`page at failure of "${this.currentTest.title}": ${where}`);
    await browser.saveScreenshot('.tmp/xss-failure.png').catch(() => {});
  });

  after(() => {
    recordSecuritySummary(`browser-${browserName}`, tally);
  });
});
