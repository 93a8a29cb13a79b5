// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor, within } from '../../../test/support/render';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/client';
import { seedQuery } from '../../../test/support/queries';
import type { AwardCategory, Awards } from '../../api/schemas/awards';
import type { CurrentUser } from '../../api/schemas/session';
import { routeTable } from '../../app/routes/routeTable';
import { Dialogs } from '../../components/Dialogs';
import { NOT_A_SKETCH_LINK } from '../../components/SketchLinkField';
import { NOMINATION_ARTIST_REQUIRED, NOMINATION_CATEGORY_REQUIRED, NOMINATION_FAILED, NOMINATION_SENT, NOMINATION_SKETCH_REQUIRED, PREVIEW_NOT_KEPT, VOTE_SIGN_IN } from '../../lib/awards';
import { matchRoute } from '../../lib/route';
import { awardKeys, awardsQuery } from '../../queries/awards';
import { queryClient } from '../../api/queryClient';
import { deferred } from '../../../test/support/fixtures';
import { useDialogs } from '../../stores/dialogs';
import { useSession } from '../../stores/session';
import AwardsScreen, { load, shownYearAddress, type AwardsData } from './AwardsScreen';

const api = vi.hoisted(() => ({ fetchAwards: vi.fn(), voteAward: vi.fn(), nominate: vi.fn() }));
vi.mock('../../api/awards', () => api);
const nav = vi.hoisted(() => ({ navigate: vi.fn(async () => true), reloadPage: vi.fn(async () => true), replaceAddress: vi.fn() }));
vi.mock('../../app/navigation/navigation', async (importOriginal) => ({ ...(await importOriginal<object>()), ...nav }));

const artists = (ids: number[]) => ids.map((id) => ({ id, nickname: `artist${id}`, avatar: `/img/avatar/${id}` }));
const sketches = (ids: number[]) => ids.map((id) => ({ id, title: `Sketch ${id}`, image: `/img/sketch/${id}`, userNickname: `maker${id}` }));
const category = (id: number, title: string, extra: Partial<AwardCategory>): AwardCategory => ({ id, title, vote: null, winner: null, ...extra });

const openYear = (): Awards => ({
  year: 2022,
  votingOpen: true,
  votesKept: true,
  infos: 'Voting is open until 31 December.',
  artistCategories: [category(1, 'Artist of the year', { artists: artists([11, 12, 13]) }), category(2, 'Rising star', { artists: artists([21, 22]), vote: 22 })],
  sketchCategories: [category(4, 'Sketch of the year', { sketches: sketches([41, 42]) })],
});
const closedYear = (): Awards => ({
  year: 2015,
  votingOpen: false,
  votesKept: false,
  infos: null,
  artistCategories: [category(7, 'Artist of the year', { artists: artists([71, 72, 73]), winner: 72 })],
  sketchCategories: [category(9, 'Sketch of the year', { sketches: sketches([91, 92]), winner: 91, vote: 92 })],
});

const me: CurrentUser = { id: 1, nickname: 'InkyAda', avatar: '', mature: false, following: [], blocks: [], icons: [], chatId: null, chatServer: null, ban: null, showHeader: true, googleLogin: false, thumbs: false };

function show(awards: Awards, { user = me as CurrentUser | null, preview = false, path = `/awards/${awards.year}`, search = '' } = {}) {
  useSession.setState({ status: 'ready', user });
  const data: AwardsData = { year: awards.year, preview, viewerId: user?.id ?? null };
  seedQuery(awardsQuery(data.year, preview, data.viewerId).queryKey, awards);
  // A small server: a vote changes what the next read of the year gives.
  let stored = structuredClone(awards);
  api.voteAward.mockImplementation(async ({ cat, obj }: { cat: number; obj: number | null }) => {
    const update = (list: AwardCategory[]) => list.map((c) => (c.id === cat ? { ...c, vote: obj } : c));
    stored = { ...stored, artistCategories: update(stored.artistCategories), sketchCategories: update(stored.sketchCategories) };
    return { ok: true };
  });
  api.fetchAwards.mockImplementation(async () => structuredClone(stored));
  return render(
    <>
      <AwardsScreen data={data} params={{}} location={{ path, search, hash: '' }} />
      <Dialogs />
    </>,
  );
}

const categoryCard = (title: string) => screen.getAllByTestId('award-category').find((card) => within(card).queryByRole('heading', { name: title }))!;
const candidate = (card: HTMLElement, id: number) => card.querySelector<HTMLElement>(`[data-candidate-id="${id}"]`)!;
const voteButtons = (card: HTMLElement) => within(card).queryAllByTestId('award-vote');

beforeEach(() => {
  for (const fn of [...Object.values(api), ...Object.values(nav)]) fn.mockReset();
  nav.navigate.mockResolvedValue(true);
  nav.reloadPage.mockResolvedValue(true);
  useDialogs.setState({ queue: [] });
});

describe('the route and the loader', () => {
  it('is the awards page for /awards and /awards/{anything}', () => {
    for (const path of ['/awards', '/awards/', '/awards/2015', '/awards/abc']) expect(matchRoute(routeTable, path)?.rule.name).toBe('awards');
    for (const path of ['/awardsx', '/awards/2015/more']) expect(matchRoute(routeTable, path)?.rule.name).not.toBe('awards');
  });

  it.each([
    ['/awards', '', 2022, false],
    ['/awards/2015', '', 2015, false],
    ['/awards/abc', '', 2022, false],
    ['/awards/2009', '', 2022, false],
    ['/awards/%E0%A4%A', '', 2022, false],
    ['/awards/2013', '?vote_preview=1', 2013, true],
    ['/awards/2021', '?mode=suggestions', 2021, false],
  ])('loads %s%s as the year %i (preview %s)', async (path, search, year, preview) => {
    useSession.setState({ status: 'ready', user: null });
    api.fetchAwards.mockResolvedValue(closedYear());
    const data = await load({ params: {}, location: { path, search, hash: '' }, signal: new AbortController().signal });
    expect(data).toEqual({ year, preview, viewerId: null });
    expect(api.fetchAwards).toHaveBeenCalledWith(year, preview);
  });

  it('puts the year shown into an address that names another, without a new history entry', async () => {
    show(openYear(), { path: '/awards/2030', search: '?vote_preview=1', preview: true });
    await waitFor(() => expect(nav.replaceAddress).toHaveBeenCalledWith('/awards/2022?vote_preview=1'));
    expect(nav.navigate).not.toHaveBeenCalled();
    expect(shownYearAddress({ path: '/awards/abc', search: '', hash: '#top' }, 2022)).toBe('/awards/2022#top');
    expect(shownYearAddress({ path: '/awards/%32%30%31%35', search: '', hash: '' }, 2015)).toBe('/awards/2015');
  });

  it('leaves an address that names the year shown, or none, as it is', () => {
    show(closedYear());
    expect(shownYearAddress({ path: '/awards', search: '', hash: '' }, 2022)).toBeNull();
    expect(shownYearAddress({ path: '/awards/', search: '', hash: '' }, 2022)).toBeNull();
    expect(nav.replaceAddress).not.toHaveBeenCalled();
  });

  it('fails when the awards do not load (the route table shows the error page)', async () => {
    useSession.setState({ status: 'ready', user: null });
    api.fetchAwards.mockRejectedValue(new ApiError(500, { error: 'server_error', message: 'down' }));
    await expect(load({ params: {}, location: { path: '/awards/2016', search: '', hash: '' }, signal: new AbortController().signal })).rejects.toBeInstanceOf(ApiError);
  });
});

describe('a closed year', () => {
  it('highlights each winner, offers no votes and shows the summary with its winners and video', () => {
    show(closedYear());
    expect(document.title).toMatch(/^Awards 2015/);
    const artistCard = categoryCard('Artist of the year');
    expect(candidate(artistCard, 72).dataset.highlight).toBe('true');
    expect(candidate(artistCard, 71).dataset.highlight).toBe('false');
    expect(within(candidate(artistCard, 72)).getByTestId('award-winner').textContent).toBe('Winner');
    expect(within(artistCard).getAllByTestId('award-winner')).toHaveLength(1);
    // The winner leads the row (a phone swipes through it); the others keep their order.
    expect(within(artistCard).getAllByTestId('award-candidate').map((li) => li.dataset.candidateId)).toEqual(['72', '71', '73']);
    // The winner, not the viewer's old vote, is what a closed year highlights.
    const sketchCard = categoryCard('Sketch of the year');
    expect(candidate(sketchCard, 91).dataset.highlight).toBe('true');
    expect(candidate(sketchCard, 92).dataset.highlight).toBe('false');
    expect(screen.queryAllByTestId('award-vote')).toHaveLength(0);
    expect(screen.queryByTestId('award-clear-vote')).toBeNull();
    expect(screen.queryByTestId('awards-nominate')).toBeNull();
    expect(screen.getByTestId('award-summary-winners').textContent).toContain('Tomas_art');
    expect(screen.getByTestId('award-summary-video').getAttribute('href')).toMatch(/^https:\/\/.*2015/);
  });

  it('links artists to their page and sketches to theirs, with a text alternative', () => {
    show(closedYear());
    const artistCard = categoryCard('Artist of the year');
    expect(within(candidate(artistCard, 71)).getByRole('link', { name: 'artist71' }).getAttribute('href')).toBe('/user/artist71');
    expect(within(candidate(categoryCard('Sketch of the year'), 91)).getByRole('link', { name: 'Sketch 91' }).getAttribute('href')).toBe('/sketch/91');
    for (const image of document.querySelectorAll('img')) expect(image.getAttribute('alt')).toBe('');
  });

  it('picks another year with the picker', async () => {
    show(closedYear());
    await userEvent.selectOptions(screen.getByTestId('awards-year'), '2019');
    expect(nav.navigate).toHaveBeenCalledWith('/awards/2019');
    expect([...screen.getByTestId<HTMLSelectElement>('awards-year').options].map((o) => o.value)).toEqual(
      ['2022', '2021', '2020', '2019', '2018', '2017', '2016', '2015', '2014', '2013', '2012', '2011'],
    );
  });
});

describe('an open year', () => {
  it('tells visitors to log in and gives them no Vote buttons', () => {
    show(openYear(), { user: null });
    expect(screen.getByTestId('awards-sign-in').textContent).toBe(VOTE_SIGN_IN);
    expect(screen.getByRole('link', { name: VOTE_SIGN_IN }).getAttribute('href')).toBe('/auth/login?returnTo=%2Fawards%2F2022');
    expect(screen.queryAllByTestId('award-vote')).toHaveLength(0);
    expect(screen.queryByTestId('awards-nominate')).toBeNull();
  });

  it('gives every candidate a Vote button before voting, and shows the choice with a pencil after', () => {
    show(openYear());
    expect(voteButtons(categoryCard('Artist of the year'))).toHaveLength(3);
    expect(voteButtons(categoryCard('Sketch of the year'))).toHaveLength(2);
    const voted = categoryCard('Rising star');
    expect(voteButtons(voted)).toHaveLength(0);
    expect(candidate(voted, 22).dataset.highlight).toBe('true');
    expect(within(candidate(voted, 22)).getByTestId('award-your-vote').textContent).toBe('Your vote');
    expect(within(candidate(voted, 22)).getByRole('button', { name: 'Change your vote in Rising star' })).toBeTruthy();
    expect(screen.queryAllByTestId('award-winner')).toHaveLength(0);
  });

  it('votes: the choice is highlighted with the pencil, and focus moves to the pencil', async () => {
    show(openYear());
    const card = categoryCard('Artist of the year');
    await userEvent.click(within(candidate(card, 12)).getByRole('button', { name: 'Vote for artist12 in Artist of the year' }));
    expect(api.voteAward).toHaveBeenCalledWith({ cat: 1, obj: 12 });
    await waitFor(() => expect(candidate(categoryCard('Artist of the year'), 12).dataset.highlight).toBe('true'));
    expect(voteButtons(categoryCard('Artist of the year'))).toHaveLength(0);
    await waitFor(() => expect(document.activeElement?.getAttribute('data-testid')).toBe('award-clear-vote'));
    expect(within(categoryCard('Artist of the year')).getAllByTestId('award-candidate').map((li) => li.dataset.candidateId)).toEqual(['12', '11', '13']);
    expect(nav.reloadPage).not.toHaveBeenCalled();
  });

  it('clears a vote with the pencil, so the user can vote again', async () => {
    show(openYear());
    await userEvent.click(screen.getByRole('button', { name: 'Change your vote in Rising star' }));
    expect(api.voteAward).toHaveBeenCalledWith({ cat: 2, obj: null });
    await waitFor(() => expect(voteButtons(categoryCard('Rising star'))).toHaveLength(2));
    expect(candidate(categoryCard('Rising star'), 22).dataset.highlight).toBe('false');
    await userEvent.click(voteButtons(categoryCard('Rising star'))[0]!);
    expect(api.voteAward).toHaveBeenLastCalledWith({ cat: 2, obj: 21 });
    await waitFor(() => expect(candidate(categoryCard('Rising star'), 21).dataset.highlight).toBe('true'));
  });

  it('reloads the page when a vote fails', async () => {
    show(openYear());
    api.voteAward.mockRejectedValue(new ApiError(403, { error: 'forbidden', message: 'closed' }));
    await userEvent.click(voteButtons(categoryCard('Sketch of the year'))[0]!);
    await waitFor(() => expect(nav.reloadPage).toHaveBeenCalledTimes(1));
  });

  it('takes the choice back as well when a vote fails', async () => {
    show(openYear());
    api.voteAward.mockRejectedValue(new ApiError(403, { error: 'forbidden', message: 'closed' }));
    await userEvent.click(voteButtons(categoryCard('Sketch of the year'))[1]!);
    await waitFor(() => expect(nav.reloadPage).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(voteButtons(categoryCard('Sketch of the year'))).toHaveLength(2));
    expect(candidate(categoryCard('Sketch of the year'), 42).dataset.highlight).toBe('false');
  });

  it('takes one vote at a time in a category: the card is busy, and a click meanwhile waits for the vote on its way', async () => {
    show(openYear());
    const answer = deferred<void>();
    const store = api.voteAward.getMockImplementation()!;
    api.voteAward.mockImplementationOnce(async (request) => {
      await answer.promise;
      return store(request);
    });
    await userEvent.click(voteButtons(categoryCard('Artist of the year'))[0]!);
    await waitFor(() => expect(categoryCard('Artist of the year').getAttribute('aria-busy')).toBe('true'));
    await userEvent.click(within(categoryCard('Artist of the year')).getByTestId('award-clear-vote'));
    expect(api.voteAward).toHaveBeenCalledTimes(1);
    // Another category votes meanwhile.
    await userEvent.click(voteButtons(categoryCard('Sketch of the year'))[0]!);
    expect(api.voteAward).toHaveBeenLastCalledWith({ cat: 4, obj: 41 });
    await act(async () => answer.resolve());
    // The pencil's click went once the vote had settled: the vote is taken back, not dropped.
    await waitFor(() => expect(api.voteAward).toHaveBeenLastCalledWith({ cat: 1, obj: null }));
    await waitFor(() => expect(categoryCard('Artist of the year').getAttribute('aria-busy')).toBe('false'));
    expect(api.voteAward).toHaveBeenCalledTimes(3);
    expect(candidate(categoryCard('Artist of the year'), 11).dataset.highlight).toBe('false');
    expect(categoryCard('Artist of the year').dataset.state).toBe('voting');
  });

  it('keeps a vote when a read that left before it answers after it', async () => {
    show(openYear());
    // A refresh is on its way with the year as it was before the vote (the page came back to the front).
    const before = deferred<Awards>();
    api.fetchAwards.mockImplementationOnce(() => before.promise);
    await act(async () => void queryClient.invalidateQueries({ queryKey: awardKeys.all }));
    await userEvent.click(within(candidate(categoryCard('Artist of the year'), 12)).getByRole('button', { name: 'Vote for artist12 in Artist of the year' }));
    await act(async () => before.resolve(openYear()));
    await waitFor(() => expect(candidate(categoryCard('Artist of the year'), 12).dataset.highlight).toBe('true'));
    // The read after the vote shows what the server now holds.
    await waitFor(() => expect(api.fetchAwards).toHaveBeenCalledTimes(2));
    expect(candidate(categoryCard('Artist of the year'), 12).dataset.highlight).toBe('true');
    expect(voteButtons(categoryCard('Artist of the year'))).toHaveLength(0);
  });

  it('takes back only its own vote when it fails after another category voted', async () => {
    show(openYear());
    const refusal = deferred<never>();
    api.voteAward.mockImplementationOnce(() => refusal.promise);
    await userEvent.click(within(candidate(categoryCard('Artist of the year'), 12)).getByRole('button', { name: 'Vote for artist12 in Artist of the year' }));
    await userEvent.click(voteButtons(categoryCard('Sketch of the year'))[1]!); // the server takes this one
    await waitFor(() => expect(api.voteAward).toHaveBeenLastCalledWith({ cat: 4, obj: 42 }));
    await act(async () => refusal.reject(new ApiError(500, null)));
    await waitFor(() => expect(nav.reloadPage).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(voteButtons(categoryCard('Artist of the year'))).toHaveLength(3));
    // A snapshot from before both votes would have taken this one back too.
    expect(candidate(categoryCard('Sketch of the year'), 42).dataset.highlight).toBe('true');
    await waitFor(() => expect(api.fetchAwards).toHaveBeenCalledTimes(1));
    expect(candidate(categoryCard('Sketch of the year'), 42).dataset.highlight).toBe('true');
  });

  it('votes in the preview with vp, and says it is a preview', async () => {
    show({ ...closedYear(), votingOpen: true, artistCategories: [category(7, 'Artist of the year', { artists: artists([71, 72]) })] }, { preview: true });
    expect(screen.getByTestId('awards-preview').textContent).toBe('Voting preview');
    await userEvent.click(voteButtons(categoryCard('Artist of the year'))[1]!);
    expect(api.voteAward).toHaveBeenCalledWith({ cat: 7, obj: 72, vp: true });
    await userEvent.selectOptions(screen.getByTestId('awards-year'), '2014');
    expect(nav.navigate).toHaveBeenCalledWith('/awards/2014?vote_preview=1');
  });

  it('says when the preview keeps no votes, as the server tells', () => {
    show({ ...closedYear(), votingOpen: true, votesKept: false }, { preview: true });
    expect(screen.getByTestId('awards-preview-not-kept').textContent).toBe(PREVIEW_NOT_KEPT);
    cleanup();
    show({ ...closedYear(), votingOpen: true, votesKept: true }, { preview: true });
    expect(screen.getByTestId('awards-preview')).toBeTruthy();
    expect(screen.queryByTestId('awards-preview-not-kept')).toBeNull();
  });
});

describe('nomination', () => {
  const open = async () => {
    await userEvent.click(screen.getByTestId('awards-nominate'));
    return screen.getByTestId('nomination-form');
  };
  const send = () => userEvent.click(screen.getByTestId('nomination-send'));
  const error = () => screen.getByTestId('nomination-error').textContent;

  it("says 'Please choose an award category' when none is chosen, and sends nothing", async () => {
    show(openYear());
    await open();
    await userEvent.type(screen.getByTestId('nomination-nominee'), 'https://sketchery.app/sketch/41');
    await send();
    expect(error()).toBe(NOMINATION_CATEGORY_REQUIRED);
    expect(api.nominate).not.toHaveBeenCalled();
  });

  it('needs a sketch link or number in a sketch category, and an artist in an artist category', async () => {
    show(openYear());
    await open();
    await userEvent.selectOptions(screen.getByTestId('nomination-category'), '4');
    await send();
    expect(error()).toBe(NOMINATION_SKETCH_REQUIRED);
    await userEvent.type(screen.getByTestId('nomination-nominee'), 'https://example.com/gallery/3');
    await send();
    expect(error()).toBe(NOT_A_SKETCH_LINK);
    await userEvent.clear(screen.getByTestId('nomination-nominee'));
    await userEvent.selectOptions(screen.getByTestId('nomination-category'), '1');
    await send();
    expect(error()).toBe(NOMINATION_ARTIST_REQUIRED);
    expect(api.nominate).not.toHaveBeenCalled();
  });

  it('nominates a sketch by its link, closes and thanks the user', async () => {
    api.nominate.mockResolvedValue({ ok: true });
    show(openYear());
    await open();
    await userEvent.selectOptions(screen.getByTestId('nomination-category'), '4');
    await userEvent.type(screen.getByTestId('nomination-nominee'), ' https://sketchery.app/sketch/123 ');
    await send();
    expect(api.nominate).toHaveBeenCalledWith({ categoryId: 4, action: 'nominateSketch', sketchId: 123 });
    await waitFor(() => expect(screen.getByTestId('dialog-message').textContent).toBe(NOMINATION_SENT));
    expect(screen.queryByTestId('nomination-form')).toBeNull();
  });

  it('sends one nomination for a double tap the browser delivers in one task', async () => {
    api.nominate.mockResolvedValue({ ok: true });
    show(openYear());
    await open();
    await userEvent.selectOptions(screen.getByTestId('nomination-category'), '4');
    await userEvent.type(screen.getByTestId('nomination-nominee'), '123');
    const button = screen.getByTestId('nomination-send');
    act(() => {
      button.click();
      button.click();
    });
    await waitFor(() => expect(screen.getByTestId('dialog-message').textContent).toBe(NOMINATION_SENT));
    expect(api.nominate).toHaveBeenCalledTimes(1);
  });

  it('nominates an artist by nickname or number', async () => {
    api.nominate.mockResolvedValue({ ok: true });
    show(openYear());
    await open();
    await userEvent.selectOptions(screen.getByTestId('nomination-category'), '1');
    await userEvent.type(screen.getByTestId('nomination-nominee'), 'GlopGus');
    await send();
    expect(api.nominate).toHaveBeenCalledWith({ categoryId: 1, action: 'nominateArtist', artistId: 'GlopGus' });
    await userEvent.click(await screen.findByTestId('dialog-ok'));
    await open();
    await userEvent.selectOptions(screen.getByTestId('nomination-category'), '2');
    await userEvent.type(screen.getByTestId('nomination-nominee'), '4');
    await send();
    expect(api.nominate).toHaveBeenLastCalledWith({ categoryId: 2, action: 'nominateArtist', artistId: 4 });
  });

  it("says 'Sorry there was an error posting the nomination.' on failure and keeps what was typed", async () => {
    api.nominate.mockRejectedValue(new ApiError(404, { error: 'not_found', message: 'There is no artist of that name or number.' }));
    show(openYear());
    await open();
    await userEvent.selectOptions(screen.getByTestId('nomination-category'), '1');
    await userEvent.type(screen.getByTestId('nomination-nominee'), 'Nobody');
    await send();
    await waitFor(() => expect(error()).toContain(NOMINATION_FAILED));
    expect(screen.getByTestId<HTMLInputElement>('nomination-nominee').value).toBe('Nobody');
    expect(screen.getByTestId<HTMLButtonElement>('nomination-send').disabled).toBe(false);
  });

  it('closes on Cancel', async () => {
    show(openYear());
    await open();
    await userEvent.click(screen.getByTestId('nomination-cancel'));
    expect(screen.queryByTestId('nomination-form')).toBeNull();
    await act(async () => {});
  });
});
