// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor, within } from '../../../test/support/render';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/client';
import { queryClient } from '../../api/queryClient';
import type { EditProfile, EditProfileSaved } from '../../api/schemas/editProfile';
import type { CurrentUser } from '../../api/schemas/session';
import { patronAddress, PROFILE_TEXTS, slugify, watermarkLine } from '../../lib/profileRules';
import { DRAFT_RESTORED_TEXT } from '../../components/form/FormRows';
import { editProfileKeys } from '../../queries/editProfile';
import { useSession } from '../../stores/session';
import { useTheme } from '../../stores/theme';
import { expectConsoleError } from '../../../test/support/consoleGuard';
import { seedQuery } from '../../../test/support/queries';
import EditProfileScreen, { load, type EditProfileData } from './EditProfileScreen';

const api = vi.hoisted(() => ({ fetchEditProfile: vi.fn(), saveEditProfile: vi.fn() }));
vi.mock('../../api/editProfile', () => api);

const viewer: CurrentUser = {
  id: 1, avatar: '/img/avatar/1', nickname: 'InkyAda', mature: false, following: [], blocks: [], icons: [], chatId: null, chatServer: null,
  ban: null, showHeader: true, googleLogin: false, thumbs: false,
};

const artist: EditProfile = {
  userId: 1,
  userInfo: {
    nickname: 'InkyAda', email: 'inkyada@example.com', website: '', about: 'I draw foxes.', avatar: null, cover: null, emoticonId: null,
    country: 'DE', birthDay: 11, birthMonth: 5, gender: '', showChat: true, showMature: false, useNewSite: true, theme: null,
  },
  avatarUrl: '/img/avatar/1',
  coverUrl: '/img/cover/1',
  recentSketches: [
    { id: 10, title: 'Fox', imageUrl: '/img/sketch/10', width: 2048, height: 1536 },
    { id: 11, title: 'Skyline', imageUrl: '/img/sketch/11', width: 2048, height: 506 },
  ],
  genericCovers: [{ id: 90, imageUrl: '/img/sketch/90' }],
  recentEmoticons: [],
  countries: [{ code: 'DE', name: 'Germany' }, { code: 'JP', name: 'Japan' }],
};
const patron: EditProfile = {
  ...artist,
  userId: 2,
  userInfo: { ...artist.userInfo, nickname: 'PatronPaolo', theme: 'dark', emoticonId: 5 },
  recentEmoticons: [{ id: 5, image: '/img/sketch/50' }, { id: 6, image: '/img/sketch/60' }],
  userPro: { slug: 'patronpaolo', emailMsg: true, emailFan: false, wmName: 'Paolo P.' },
};

const location = { path: '/editProfile', search: '', hash: '' };
const show = (data: EditProfile = artist) => {
  seedQuery(editProfileKeys.all, data);
  return render(<EditProfileScreen data={{ signedIn: true, returnTo: '/editProfile' }} params={{ user: '' }} location={location} />);
};
const field = (id: string) => screen.getByTestId(id) as HTMLInputElement;
const savedOf = (data: EditProfile, overrides: Partial<EditProfileSaved> = {}): EditProfileSaved => ({
  ok: true, userInfo: data.userInfo, avatarUrl: data.avatarUrl, coverUrl: data.coverUrl, ...(data.userPro ? { userPro: data.userPro } : {}), ...overrides,
});

describe('EditProfileScreen', () => {
  beforeEach(() => {
    api.fetchEditProfile.mockReset();
    api.saveEditProfile.mockReset();
    useSession.setState({ status: 'ready', user: viewer, load: vi.fn(async () => {}) });
  });

  it('shows the sections in the spec order, with no patron or emoticon section for an artist without them', () => {
    show();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(['Your profile info', 'Private settings', 'Your avatar', 'Your profile cover']);
    expect(screen.getByTestId('edit-profile-update').textContent).toBe('Update');
    expect(document.title).toBe('Edit profile · Sketchery');
  });

  it('shows the patron section and the emoticon section in their places when the data has them', () => {
    show(patron);
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(['Your profile info', 'Private settings', 'Sketchery Patron', 'Your avatar', 'Your profile cover', 'Your (me) emoticon']);
    expect(within(screen.getByTestId('emoticon-picker')).getAllByRole('radio')).toHaveLength(3);
    expect((screen.getByRole('radio', { name: 'Emoticon 1' }) as HTMLInputElement).checked).toBe(true);
  });

  it('shows the no-emoticon choice as a mark of an emoticon\'s size, named None, among the emoticons', () => {
    show(patron);
    const none = screen.getByTestId('emoticon-choice-none');
    // No word beside the pictures: a mark in a picture's place; the radio and the title name it.
    expect(none.textContent).toBe('');
    expect(within(none).getByTestId('emoticon-none-mark').getAttribute('aria-hidden')).toBe('true');
    expect(none.getAttribute('title')).toBe('None');
    expect(within(none).getByRole('radio', { name: 'None' })).toBeTruthy();
    // Same markup as an emoticon's choice: a label holding the radio and one picture-sized element.
    expect(screen.getByTestId('emoticon-choice-5').children).toHaveLength(none.children.length);
  });

  it('puts the e-mail notification check boxes in one row of the fieldset', () => {
    show(patron);
    const row = screen.getByTestId('edit-email-row');
    expect(row.closest('fieldset')?.querySelector('legend')?.textContent).toBe('E-mail notifications');
    expect(within(row).getAllByRole('checkbox').map((box) => box.getAttribute('data-testid'))).toEqual(['edit-email-msg', 'edit-email-fan']);
    expect(within(row).getByRole('checkbox', { name: 'New private message' })).toBeTruthy();
    expect(within(row).getByRole('checkbox', { name: 'New fan' })).toBeTruthy();
  });

  it('fills every field of userInfo, with the gender options, the country list and the e-mail hint', () => {
    show();
    expect(field('edit-nickname').value).toBe('InkyAda');
    expect(field('edit-email').value).toBe('inkyada@example.com');
    expect(screen.getByTestId('edit-email-hint').textContent).toBe('For account recovery only');
    expect(field('edit-email').getAttribute('aria-describedby')).toBe('edit-email-hint');
    expect(field('edit-about').value).toBe('I draw foxes.');
    expect(field('edit-country').value).toBe('DE');
    expect([...(screen.getByTestId('edit-country') as HTMLSelectElement).options].map((o) => o.textContent)).toEqual(['Choose a country', 'Germany', 'Japan']);
    const genders = [...(screen.getByTestId('edit-gender') as HTMLSelectElement).options].map((o) => [o.value, o.textContent]);
    expect(genders).toEqual([['', 'Secret'], ['male', 'Male'], ['female', 'Female'], ['other', 'Other']]);
    expect(field('edit-birth-day').value).toBe('11');
    expect(field('edit-birth-month').value).toBe('5');
    // Every option carries its value attribute, also where it equals the text (the days): the
    // end-to-end page object picks options by it.
    expect(screen.getByTestId('edit-birth-day').querySelector('option[value="29"]')?.textContent).toBe('29');
    expect(screen.getByTestId('edit-birth-month').querySelector('option[value="2"]')).toBeTruthy();
    expect(field('edit-show-chat').checked).toBe(true);
    expect(field('edit-show-mature').checked).toBe(false);
    expect(field('edit-use-new-site').checked).toBe(true);
  });

  it('starts the theme from the current theme, else (the default look) from the saved one, else light', () => {
    const checkedTheme = () => ['dark', 'gray', 'light'].find((theme) => field(`edit-theme-${theme}`).checked);
    useTheme.setState({ theme: 'gray' });
    const first = show();
    expect(checkedTheme()).toBe('gray');
    first.unmount();
    // The default look counts as light.
    useTheme.setState({ theme: 'default' });
    const second = show();
    expect(checkedTheme()).toBe('light');
    second.unmount();
    const third = show(patron);
    expect(checkedTheme()).toBe('dark');
    third.unmount();
    // Saved dark, but gray picked in the menu since: the form shows the theme the page shows.
    useTheme.setState({ theme: 'gray' });
    show(patron);
    expect(checkedTheme()).toBe('gray');
  });

  it('offers every recent sketch as avatar, only 2048x506 sketches and the generic covers as cover', () => {
    show();
    const avatars = within(screen.getByTestId('avatar-picker')).getAllByRole('radio');
    expect(avatars.map((radio) => radio.getAttribute('aria-label'))).toEqual(['Your generated avatar', 'Sketch: Fox', 'Sketch: Skyline']);
    const covers = within(screen.getByTestId('cover-picker')).getAllByRole('radio');
    expect(covers.map((radio) => radio.getAttribute('aria-label'))).toEqual(['Your generated cover', 'Sketch: Skyline', 'Generic cover 1']);
    expect(screen.getByTestId('cover-picker').textContent).toContain('Only a sketch of 2048x506 can be used as a cover.');
    // Images are asked at the slot's size: 50 for an avatar, 150 for a cover.
    const avatarImage = screen.getByTestId('avatar-choice-10').querySelector('img')!;
    expect(avatarImage.getAttribute('src')).toBe('/img/sketch/10/50.jpg');
    expect(avatarImage.getAttribute('srcset')).toContain('/img/sketch/10/25.jpg 25w');
    expect(avatarImage.getAttribute('sizes')).toBe('(max-width: 480px) 25px, 50px');
    expect(screen.getByTestId('cover-choice-11').querySelector('img')!.getAttribute('src')).toBe('/img/sketch/11/150.jpg');
  });

  it('sends what was changed on Update (and nothing else), refreshes the session and says it was saved', async () => {
    const saved = savedOf(artist, { userInfo: { ...artist.userInfo, nickname: 'InkyAdaNew', avatar: 10, cover: 90 }, avatarUrl: '/img/avatar/1-10' });
    api.saveEditProfile.mockResolvedValue(saved);
    show();
    await userEvent.clear(field('edit-nickname'));
    await userEvent.type(field('edit-nickname'), 'InkyAdaNew');
    await userEvent.type(field('edit-website'), 'https://ada.example.org');
    await userEvent.selectOptions(screen.getByTestId('edit-gender'), 'female');
    await userEvent.selectOptions(screen.getByTestId('edit-country'), 'JP');
    await userEvent.selectOptions(screen.getByTestId('edit-birth-month'), '2');
    await userEvent.selectOptions(screen.getByTestId('edit-birth-day'), '29');
    await userEvent.click(field('edit-show-mature'));
    await userEvent.click(field('edit-theme-gray'));
    await userEvent.click(screen.getByRole('radio', { name: 'Sketch: Fox' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Generic cover 1' }));
    await userEvent.click(screen.getByTestId('edit-profile-update'));
    // Not the e-mail, the about text, the emoticon or the switches left as they were: sent with the
    // values the form was opened with, they would undo a save made meanwhile in another tab.
    expect(api.saveEditProfile).toHaveBeenCalledWith({
      userId: 1, nickname: 'InkyAdaNew', website: 'https://ada.example.org', avatar: 10, cover: 90,
      country: 'JP', birthDay: 29, birthMonth: 2, gender: 'female', showMature: true, theme: 'gray',
    });
    await screen.findByTestId('edit-profile-saved');
    expect(screen.getByTestId('edit-profile-saved').textContent).toContain(PROFILE_TEXTS.saved);
    expect(useSession.getState().load).toHaveBeenCalled();
    expect(queryClient.getQueryData<EditProfile>(editProfileKeys.all)?.userInfo.nickname).toBe('InkyAdaNew');
  });

  it('sends no theme while the user has chosen none (the default look), and a chosen one once they change it', async () => {
    useTheme.setState({ theme: 'default' });
    api.saveEditProfile.mockResolvedValue(savedOf(artist));
    show();
    await userEvent.type(field('edit-about'), ' And owls.');
    await userEvent.click(screen.getByTestId('edit-profile-update'));
    expect(api.saveEditProfile.mock.calls[0]![0]).toEqual({ userId: 1, about: 'I draw foxes. And owls.' });
    await screen.findByTestId('edit-profile-saved');
    api.saveEditProfile.mockResolvedValue(savedOf(artist, { userInfo: { ...artist.userInfo, theme: 'dark' } }));
    await userEvent.click(field('edit-theme-dark'));
    await userEvent.click(screen.getByTestId('edit-profile-update'));
    expect(api.saveEditProfile.mock.calls[1]![0]).toMatchObject({ theme: 'dark' });
    // Saved, it goes again only when it changes.
    await screen.findByTestId('edit-profile-saved');
    await userEvent.type(field('edit-about'), '!');
    await userEvent.click(screen.getByTestId('edit-profile-update'));
    expect(api.saveEditProfile.mock.calls[2]![0]).toEqual({ userId: 1, about: 'I draw foxes.!' });
  });

  it('shows a theme chosen here at once and keeps the page, so the form says that it was saved', async () => {
    // As boot.js leaves the page: the default look shown.
    document.documentElement.dataset.theme = 'default';
    const generation = useTheme.getState().generation;
    api.saveEditProfile.mockResolvedValue(savedOf(artist, { userInfo: { ...artist.userInfo, theme: 'gray' } }));
    show();
    await userEvent.click(field('edit-theme-gray'));
    await userEvent.click(screen.getByTestId('edit-profile-update'));
    await screen.findByTestId('edit-profile-saved');
    expect(document.documentElement.dataset.theme).toBe('gray');
    await waitFor(() => expect(useTheme.getState().theme).toBe('gray'));
    // The shell's key did not change: nothing below it was built anew.
    expect(useTheme.getState().generation).toBe(generation);
    expect(screen.getByTestId('edit-profile-saved').textContent).toContain(PROFILE_TEXTS.saved);
  });

  it('shows a taken nickname at the nickname field, not under Update, and moves the focus there', async () => {
    api.saveEditProfile.mockRejectedValue(new ApiError(409, { error: 'nickname_taken', message: PROFILE_TEXTS.nicknameTaken, field: 'nickname' }));
    show();
    await userEvent.clear(field('edit-nickname'));
    await userEvent.type(field('edit-nickname'), 'PatronPaolo');
    await userEvent.type(field('edit-about'), ' And owls.');
    await userEvent.click(screen.getByTestId('edit-profile-update'));
    const error = await screen.findByTestId('edit-nickname-error');
    expect(error.textContent).toBe(PROFILE_TEXTS.nicknameTaken);
    const nickname = field('edit-nickname');
    expect(nickname.getAttribute('aria-invalid')).toBe('true');
    expect(nickname.getAttribute('aria-describedby')).toBe(error.id);
    await waitFor(() => expect(document.activeElement).toBe(nickname));
    expect(screen.queryByTestId('edit-profile-error')).toBeNull();
    expect(nickname.value).toBe('PatronPaolo');
    expect(field('edit-about').value).toBe('I draw foxes. And owls.');
    // Stays while the name is the taken one (Update sends nothing), goes once it is changed.
    await userEvent.click(screen.getByTestId('edit-profile-update'));
    expect(api.saveEditProfile).toHaveBeenCalledTimes(1);
    await userEvent.type(nickname, '2');
    expect(screen.queryByTestId('edit-nickname-error')).toBeNull();
    expect(nickname.getAttribute('aria-invalid')).toBeNull();
    expect(nickname.getAttribute('aria-describedby')).toBeNull();
  });

  it("shows a field's rule the server held to in the rule's own words at the field, not the API's message", async () => {
    api.saveEditProfile.mockRejectedValue(
      new ApiError(400, { error: 'bad_request', message: 'Invalid body field "nickname": Nicknames use letters and digits.', field: 'nickname', problem: 'Nicknames use letters and digits.' }),
    );
    show();
    await userEvent.type(field('edit-nickname'), 'x');
    await userEvent.click(screen.getByTestId('edit-profile-update'));
    expect((await screen.findByTestId('edit-nickname-error')).textContent).toBe('Nicknames use letters and digits.');
  });

  it('shows a taken web address at its field', async () => {
    api.saveEditProfile.mockRejectedValue(new ApiError(409, { error: 'slug_taken', message: PROFILE_TEXTS.slugTaken, field: 'userPro.slug' }));
    show(patron);
    fireEvent.change(field('edit-slug'), { target: { value: 'glopgus' } });
    await userEvent.click(screen.getByTestId('edit-profile-update'));
    const error = await screen.findByTestId('edit-slug-error');
    expect(error.textContent).toBe(PROFILE_TEXTS.slugTaken);
    expect(field('edit-slug').getAttribute('aria-describedby')).toBe(`edit-slug-preview ${error.id}`);
    await waitFor(() => expect(document.activeElement).toBe(field('edit-slug')));
    expect(screen.queryByTestId('edit-profile-error')).toBeNull();
  });

  it('keeps everything typed on a failed Update and says so, with the reason', async () => {
    api.saveEditProfile.mockRejectedValue(new ApiError(503, { error: 'unavailable', message: 'Down for a bit' }));
    show();
    await userEvent.clear(field('edit-nickname'));
    await userEvent.type(field('edit-nickname'), 'PatronPaolo');
    await userEvent.type(field('edit-about'), ' And owls.');
    await userEvent.click(screen.getByTestId('edit-profile-update'));
    const error = await screen.findByTestId('edit-profile-error');
    expect(error.textContent).toBe(`${PROFILE_TEXTS.saveError} (Down for a bit)`);
    expect(error.getAttribute('role')).toBe('alert');
    expect(field('edit-nickname').value).toBe('PatronPaolo');
    expect(field('edit-about').value).toBe('I draw foxes. And owls.');
    expect(screen.queryByTestId('edit-profile-saved')).toBeNull();
  });

  it('says when the form shows unsaved text kept from before, with its problems, and shows the saved profile again on Discard', async () => {
    sessionStorage.clear();
    const first = show();
    await userEvent.clear(field('edit-nickname'));
    await userEvent.type(field('edit-nickname'), 'ab');
    expect(screen.queryByTestId('edit-profile-draft')).toBeNull(); // typed here: nothing to point out
    first.unmount(); // a reload
    show();
    expect((await screen.findByTestId('edit-profile-draft')).textContent).toContain(DRAFT_RESTORED_TEXT);
    expect(field('edit-nickname').value).toBe('ab');
    expect(field('edit-nickname').getAttribute('aria-invalid')).toBe('true');
    await userEvent.click(screen.getByTestId('edit-profile-draft-discard'));
    expect(field('edit-nickname').value).toBe(artist.userInfo.nickname);
    expect(screen.queryByTestId('edit-profile-draft')).toBeNull();
  });

  it('does not send a bad nickname, e-mail, website or half a birthday, and says why at the field', async () => {
    show();
    await userEvent.clear(field('edit-nickname'));
    await userEvent.type(field('edit-nickname'), 'ab');
    await userEvent.clear(field('edit-email'));
    await userEvent.type(field('edit-email'), 'not-an-email');
    await userEvent.type(field('edit-website'), 'javascript:alert(1)');
    await userEvent.selectOptions(screen.getByTestId('edit-birth-day'), '');
    await userEvent.click(screen.getByTestId('edit-profile-update'));
    expect(api.saveEditProfile).not.toHaveBeenCalled();
    expect(screen.getByTestId('edit-nickname-error').textContent).toBe(PROFILE_TEXTS.nickname);
    expect(screen.getByTestId('edit-email-error').textContent).toBe(PROFILE_TEXTS.email);
    expect(screen.getByTestId('edit-website-error').textContent).toBe(PROFILE_TEXTS.website);
    expect(screen.getByTestId('edit-birth-error').textContent).toBe(PROFILE_TEXTS.birthDate);
    // Each problem is its field's description, and the focus is on the first.
    for (const [input, error] of [['edit-nickname', 'edit-nickname-error'], ['edit-email', 'edit-email-error'], ['edit-website', 'edit-website-error'], ['edit-birth-month', 'edit-birth-error'], ['edit-birth-day', 'edit-birth-error']] as const) {
      expect(field(input).getAttribute('aria-invalid'), input).toBe('true');
      expect(field(input).getAttribute('aria-describedby')?.split(' '), input).toContain(screen.getByTestId(error).id);
    }
    expect(field('edit-email').getAttribute('aria-describedby')).toBe(`edit-email-hint ${screen.getByTestId('edit-email-error').id}`);
    await waitFor(() => expect(document.activeElement).toBe(field('edit-nickname')));
    expect(field('edit-about').getAttribute('aria-invalid')).toBeNull();
  });

  it('offers only the days of the chosen month', async () => {
    show();
    await userEvent.selectOptions(screen.getByTestId('edit-birth-month'), '4');
    expect((screen.getByTestId('edit-birth-day') as HTMLSelectElement).options).toHaveLength(31); // 'Day' and 1..30
    await userEvent.selectOptions(screen.getByTestId('edit-birth-month'), '2');
    expect((screen.getByTestId('edit-birth-day') as HTMLSelectElement).options).toHaveLength(30);
  });

  it('makes the patron web address a slug as it is typed and previews the address; empty previews the user-id path', async () => {
    show(patron);
    const slug = field('edit-slug');
    expect(slug.value).toBe('patronpaolo');
    expect(screen.getByTestId('edit-slug-preview').textContent).toBe(`Your address: ${window.location.origin}/patronpaolo`);
    fireEvent.change(slug, { target: { value: '  --Paolo  Paints!! the  ARTIST' } });
    expect(slug.value).toBe(slugify('  --Paolo  Paints!! the  ARTIST'));
    expect(slug.value).toBe('paolo-paints-the-artist');
    expect(screen.getByTestId('edit-slug-preview').textContent).toBe(`Your address: ${patronAddress(window.location.origin, 'paolo-paints-the-artist', 2)}`);
    fireEvent.change(slug, { target: { value: '' } });
    expect(screen.getByTestId('edit-slug-preview').textContent).toBe(`Your address: ${window.location.origin}/user/2`);
    fireEvent.change(slug, { target: { value: 'x'.repeat(60) } });
    expect(slug.value).toHaveLength(50);
  });

  it('refuses a reserved web address before sending it', async () => {
    show(patron);
    fireEvent.change(field('edit-slug'), { target: { value: 'gallery' } });
    expect(screen.getByTestId('edit-slug-error').textContent).toBe(PROFILE_TEXTS.slugReserved);
    await userEvent.click(screen.getByTestId('edit-profile-update'));
    expect(api.saveEditProfile).not.toHaveBeenCalled();
  });

  it('shows the e-mail notifications and the watermark as a copyright line with the year, and sends the patron settings', async () => {
    api.saveEditProfile.mockResolvedValue(savedOf(patron));
    show(patron);
    expect(screen.getByText('New private message')).toBeTruthy();
    expect(screen.getByText('New fan')).toBeTruthy();
    expect(field('edit-email-msg').checked).toBe(true);
    expect(field('edit-email-fan').checked).toBe(false);
    const year = new Date().getFullYear();
    expect(screen.getByTestId('edit-watermark-preview').textContent).toBe(`© ${year} Paolo P.`);
    expect(watermarkLine('Paolo P.', year)).toBe(`© ${year} Paolo P.`);
    await userEvent.clear(field('edit-wm-name'));
    await userEvent.type(field('edit-wm-name'), 'Studio Paolo');
    expect(screen.getByTestId('edit-watermark-preview').textContent).toBe(`© ${year} Studio Paolo`);
    await userEvent.click(field('edit-email-fan'));
    fireEvent.change(field('edit-slug'), { target: { value: 'Paolo Paints' } });
    await userEvent.click(screen.getByTestId('edit-profile-update'));
    await waitFor(() => expect(api.saveEditProfile).toHaveBeenCalled());
    expect(api.saveEditProfile.mock.calls[0]![0]).toEqual({ userId: 2, userPro: { slug: 'paolo-paints', emailFan: true, wmName: 'Studio Paolo' } });
  });
});

describe('load', () => {
  const context = (user: string): Parameters<typeof load>[0] => ({ params: { user }, location: { path: user ? `/user/${user}/edit` : '/editProfile', search: '', hash: '' }, signal: new AbortController().signal });

  beforeEach(() => {
    api.fetchEditProfile.mockReset();
  });

  it('asks a visitor to log in, coming back to the page', async () => {
    useSession.setState({ status: 'ready', user: null });
    const data: EditProfileData = await load(context(''));
    expect(data).toEqual({ signedIn: false, returnTo: '/editProfile' });
    expect(api.fetchEditProfile).not.toHaveBeenCalled();
    render(<EditProfileScreen data={data} params={{ user: '' }} location={location} />);
    expect(screen.getByTestId('edit-profile-login-required').textContent).toContain(PROFILE_TEXTS.loginRequired);
    expect(screen.getByRole('link', { name: 'Log in or sign up' }).getAttribute('href')).toBe('/auth/login?returnTo=%2FeditProfile');
  });

  it("opens the signed-in user's own by id or name, and refuses anyone else's as not found", async () => {
    useSession.setState({ status: 'ready', user: viewer });
    api.fetchEditProfile.mockResolvedValue(artist);
    expect(await load(context('1'))).toEqual({ signedIn: true, returnTo: '/user/1/edit' });
    queryClient.removeQueries({ queryKey: editProfileKeys.all });
    expect(await load(context('inkyada'))).toMatchObject({ signedIn: true });
    await expect(load(context('2'))).rejects.toMatchObject({ status: 404 });
    await expect(load(context('PatronPaolo'))).rejects.toBeInstanceOf(ApiError);
  });

  it("opens a patron's own by their web address too (any case), and not by another's", async () => {
    useSession.setState({ status: 'ready', user: { ...viewer, id: 2, nickname: 'PatronPaolo', icons: ['p'] } });
    api.fetchEditProfile.mockResolvedValue(patron);
    expect(await load(context('PatronPaolo'))).toMatchObject({ signedIn: true });
    expect(await load(context('patronpaolo'))).toMatchObject({ signedIn: true });
    api.fetchEditProfile.mockResolvedValue({ ...patron, userPro: { ...patron.userPro!, slug: 'paolo-art' } });
    queryClient.removeQueries({ queryKey: editProfileKeys.all });
    expect(await load(context('Paolo-Art'))).toMatchObject({ signedIn: true });
    await expect(load(context('someone-else'))).rejects.toMatchObject({ status: 404 });
  });

  it('only logs a failed load to the console and shows no form (spec §8)', async () => {
    useSession.setState({ status: 'ready', user: viewer });
    api.fetchEditProfile.mockRejectedValue(new ApiError(500, null));
    expectConsoleError(/the profile data did not load/);
    const data = await load(context(''));
    expect(data).toEqual({ signedIn: true, failed: true, returnTo: '/editProfile' });
    render(<EditProfileScreen data={data} params={{ user: '' }} location={location} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Edit profile');
    expect(screen.queryByTestId('edit-profile-form')).toBeNull();
    expect(screen.queryByTestId('edit-profile-login-required')).toBeNull();
  });
});
