// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor, within } from '../../../test/support/render';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/client';
import { queryClient } from '../../api/queryClient';
import type { Profile } from '../../api/schemas/profile';
import { Dialogs } from '../../components/Dialogs';
import { resolvePage } from '../../app/routes/routes';
import { confirmBlockText, confirmReportText, FAN_TEXTS, confirmUnfanText, NOT_ALLOWED_TO_COMMENT, THANKS_FOR_REPORT } from '../../lib/profile';
import { profileQuery } from '../../queries/profile';
import { useSession } from '../../stores/session';
import ProfileScreen, { NO_SKETCHES, UPLOAD_FIRST } from './ProfileScreen';
import { deferred, makeViewer, NoResize } from '../../../test/support/fixtures';
import { seedList, seedQuery } from '../../../test/support/queries';
import { galleryList } from '../../queries/galleries';
import { makeProfile, profileApi as api, usersApi as users } from './testing';

const comments = vi.hoisted(() => ({ COMMENT_PAGE_SIZE: 10, fetchComments: vi.fn(), postComment: vi.fn(), deleteComment: vi.fn(), reportComment: vi.fn() }));
vi.mock('../../api/profile', async () => (await import('./testing')).profileApi);
vi.mock('../../api/users', async () => (await import('./testing')).usersApi);
vi.mock('../../api/comments', () => comments);

const location = (path: string) => ({ path, search: '', hash: '' });
/** What the server holds of the shown profile: the writes change it, and the reads after them answer it. */
let held: Profile;
function show(profile: Profile, section = '', ref = String(profile.id)) {
  held = profile;
  api.fetchProfile.mockImplementation(async () => held);
  seedQuery(profileQuery(ref).queryKey, profile);
  return render(
    <>
      <ProfileScreen data={{ user: ref, section, patron: false }} params={{ user: ref, section, patron: false }} location={location(`/user/${ref}`)} />
      <Dialogs />
    </>,
  );
}
const signIn = (id: number, extra = {}) => useSession.setState({ status: 'ready', user: makeViewer(id, extra) });
const answer = async (button: 'dialog-ok' | 'dialog-cancel') => userEvent.click(await screen.findByTestId(button));
/** About loads the profile comments as it shows: a test of what is shown at once still lets that load end before it does. */
const commentsLoaded = () => screen.findByText('No comments yet.');

beforeEach(() => {
  vi.stubGlobal('ResizeObserver', NoResize);
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  for (const fn of [...Object.values(api), ...Object.values(users), comments.fetchComments, comments.postComment]) fn.mockReset();
  comments.fetchComments.mockResolvedValue([]);
  useSession.setState({ status: 'ready', user: null });
  history.replaceState(null, '', '/user/7');
});

describe('the profile', () => {
  it('shows cover, avatar, nickname, glops, fans, fan of and the facts, and names the page', async () => {
    show(makeProfile());
    expect(screen.getByTestId('profile-nickname').textContent).toBe('Marlo');
    expect(screen.getByTestId('profile-cover').getAttribute('alt')).toBe('Cover of Marlo');
    expect(screen.getByTestId('profile-cover').getAttribute('sizes')).toBe('(min-width: 1280px) 1232px, 100vw');
    expect(screen.getByTestId('profile-avatar').getAttribute('alt')).toBe('Avatar of Marlo');
    expect(screen.getByTestId('profile-glops').textContent).toBe('1,234 glops');
    expect(screen.getByTestId('profile-fans').textContent).toBe('2 fans');
    expect(screen.getByTestId('profile-fans').getAttribute('href')).toBe('/user/7/fans');
    expect(screen.getByTestId('profile-fanof').getAttribute('href')).toBe('/user/7/fanof');
    const facts = within(screen.getByTestId('profile-facts'));
    expect(screen.getByTestId('profile-fact-joined').textContent).toBe('JoinedApr 2, 2021');
    expect(screen.getByTestId('profile-fact-birthday').textContent).toBe('BirthdayMarch 14');
    expect(facts.getByText('Female')).toBeTruthy();
    expect(facts.getByText('Portugal')).toBeTruthy();
    expect(screen.getByTestId('profile-fact-patron').textContent).toBe('Patron sinceMar 1, 2024');
    expect(screen.getByTestId('profile-fact-views').textContent).toBe('Views11');
    expect(screen.getByTestId('profile-about-text').textContent).toBe('I draw boats.');
    expect(screen.getByTestId('profile-about-text').getAttribute('dir')).toBe('auto'); // the artist's words, in any script
    expect(screen.getByTestId('profile-album').getAttribute('href')).toBe('/user/7/album/3');
    await waitFor(() => expect(document.title).toBe('Marlo · Sketchery'));
  });

  it('draws an album without a cover as the pencil placeholder, as the albums page does', async () => {
    show(makeProfile({ albums: [{ id: 3, title: 'Boats', thumbnail: '/img/sketch/30', mode: 0, userId: 7 }, { id: 4, title: 'Empty', thumbnail: '', mode: 0, userId: 7 }] }));
    const [withCover, empty] = await screen.findAllByTestId('profile-album');
    expect(within(withCover!).queryByTestId('empty-cover')).toBeNull();
    expect(withCover!.querySelector('img')?.getAttribute('src')).toBe('/img/sketch/30/150.jpg');
    expect(within(empty!).getByTestId('empty-cover').querySelector('svg')).not.toBeNull();
    expect(empty!.querySelector('img')).toBeNull();
  });

  it('shows views only over 10, and leaves out what the user did not give', async () => {
    show(makeProfile({ views: 10, birthDay: null, gender: '', countryName: null, patron: false, patronSince: null }));
    expect(screen.queryByTestId('profile-fact-views')).toBeNull();
    expect(screen.queryByTestId('profile-fact-birthday')).toBeNull();
    expect(screen.queryByTestId('profile-fact-gender')).toBeNull();
    expect(screen.queryByTestId('profile-fact-country')).toBeNull();
    expect(screen.queryByTestId('profile-fact-patron')).toBeNull();
    await commentsLoaded();
  });

  it('changes the layout for an about text over 1024 characters', async () => {
    const { unmount } = show(makeProfile({ about: 'x'.repeat(1024) }));
    expect(screen.getByTestId('profile-about').getAttribute('data-layout')).toBe('normal');
    unmount();
    queryClient.clear();
    show(makeProfile({ about: 'x'.repeat(1025) }));
    expect(screen.getByTestId('profile-about').getAttribute('data-layout')).toBe('long');
    await commentsLoaded();
  });

  it('opens on About for a visitor, without actions or the Blocks tab; the profile comments load', async () => {
    show(makeProfile());
    expect(screen.getByTestId('profile').getAttribute('data-section')).toBe('about');
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['About', 'Sketches', 'Albums', 'Likes']);
    expect(screen.queryByTestId('profile-actions')).toBeNull();
    await waitFor(() => expect(comments.fetchComments).toHaveBeenCalledWith('profile', 7, 1));
  });

  it('gives the owner the Blocks tab, Sketches first, Edit profile and the note to fans', async () => {
    signIn(7);
    users.fetchBlocked.mockResolvedValue({ blocks: [], blockedBy: [], users: [] });
    show(makeProfile(), 'about');
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['About', 'Sketches', 'Albums', 'Likes', 'Blocks']);
    expect(screen.getByTestId('profile-edit').getAttribute('href')).toBe('/editProfile');
    expect(screen.getByTestId('note-to-fans')).toBeTruthy();
    expect(screen.queryByTestId('profile-actions')).toBeNull();
    await commentsLoaded();
  });

  it('keeps the Blocks tab from others: /user/{id}/blocks opens About for them', async () => {
    signIn(8);
    show(makeProfile(), 'blocks');
    expect(screen.getByTestId('profile').getAttribute('data-section')).toBe('about');
    expect(screen.queryByTestId('profile-tab-blocks')).toBeNull();
    await commentsLoaded();
  });

  it('moves between tabs with the arrow keys and keeps the tab in the address', async () => {
    show(makeProfile());
    api.fetchLikes.mockResolvedValue({ sketches: [], next: null });
    const about = screen.getByTestId('profile-tab-about');
    about.focus();
    fireEvent.keyDown(about, { key: 'End' });
    expect(screen.getByTestId('profile').getAttribute('data-section')).toBe('likes');
    expect(window.location.pathname).toBe('/user/7/likes');
    expect(document.activeElement).toBe(screen.getByTestId('profile-tab-likes'));
    await waitFor(() => expect(api.fetchLikes).toHaveBeenCalledWith(7, 1));
    await userEvent.click(screen.getByTestId('profile-tab-albums'));
    // /user/7/albums is the albums' own page: a reload there would not be this profile.
    expect(window.location.pathname).toBe('/user/7');
    expect(screen.getByTestId('profile').getAttribute('data-section')).toBe('albums');
  });

  it('shows the owner of an empty sketches tab the way to the upload page, and nobody else', async () => {
    const emptySketches = (viewerId: number | null) => seedList(galleryList({ kind: 'user', user: '7' }, 'recent', viewerId).queryKey, { items: [], next: null });
    signIn(7);
    users.fetchBlocked.mockResolvedValue({ blocks: [], blockedBy: [], users: [] });
    emptySketches(7);
    const owner = show(makeProfile(), 'sketches');
    expect((await screen.findByTestId('grid-empty')).textContent).toBe(`${NO_SKETCHES} ${UPLOAD_FIRST}`);
    expect(screen.getByTestId('profile-upload-first').getAttribute('href')).toBe('/upload');
    expect(UPLOAD_FIRST).toBe('Upload your first sketch');
    owner.unmount();
    signIn(8);
    emptySketches(8);
    show(makeProfile(), 'sketches');
    expect((await screen.findByTestId('grid-empty')).textContent).toBe(NO_SKETCHES);
    expect(screen.queryByTestId('profile-upload-first')).toBeNull();
  });

  it('comes back to the tab chosen when the page is shown again for its history entry (Back, a reload)', async () => {
    const first = show(makeProfile());
    await userEvent.click(screen.getByTestId('profile-tab-albums'));
    first.unmount();
    show(makeProfile());
    expect(screen.getByTestId('profile').getAttribute('data-section')).toBe('albums');
  });
});

describe('actions for another signed-in user', () => {
  beforeEach(() => {
    signIn(8);
    // The server: each relation call changes what the profile answers next.
    users.fan.mockImplementation(async () => {
      held = { ...held, isFanOf: true, fans: held.fans + 1 };
      return { isFan: true, fans: held.fans };
    });
    users.unfan.mockImplementation(async () => {
      held = { ...held, isFanOf: false, fans: held.fans - 1 };
      return { isFan: false, fans: held.fans };
    });
    users.block.mockImplementation(async () => {
      // A block ends the viewer's fandom (server/data/follows.ts's addBlock).
      held = { ...held, blocking: true, isFanOf: false, fans: held.isFanOf ? held.fans - 1 : held.fans };
      return { blocking: true };
    });
    users.unblock.mockImplementation(async () => {
      held = { ...held, blocking: false };
      return { blocking: false };
    });
  });

  it('becomes a fan at once, and the viewer follows them', async () => {
    show(makeProfile());
    await userEvent.click(screen.getByTestId('profile-fan'));
    await waitFor(() => expect(users.fan).toHaveBeenCalledWith(7));
    await waitFor(() => expect(useSession.getState().user?.following).toEqual([7]));
    expect(screen.getByTestId('profile-fans').textContent).toBe('3 fans');
    // The profile is read again once the write settled, and shows what the server holds.
    await waitFor(() => expect(api.fetchProfile).toHaveBeenCalled());
    await waitFor(() => expect((screen.getByTestId('profile-unfan') as HTMLButtonElement).disabled).toBe(false));
    expect(screen.getByTestId('profile-fans').textContent).toBe('3 fans');
  });

  it('shows the fan at once, with the buttons disabled until the server answered', async () => {
    const answer = deferred<{ isFan: boolean; fans: number }>();
    users.fan.mockImplementation(() => answer.promise);
    show(makeProfile());
    await userEvent.click(screen.getByTestId('profile-fan'));
    const unfan = await screen.findByTestId('profile-unfan');
    expect(screen.getByTestId('profile-fans').textContent).toBe('3 fans');
    expect((unfan as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByTestId('profile-block') as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByTestId('profile-report') as HTMLButtonElement).disabled).toBe(true);
    expect(useSession.getState().user?.following).toEqual([]);
    held = { ...held, isFanOf: true, fans: 3 };
    await act(async () => answer.resolve({ isFan: true, fans: 3 }));
    await waitFor(() => expect((screen.getByTestId('profile-unfan') as HTMLButtonElement).disabled).toBe(false));
    expect(useSession.getState().user?.following).toEqual([7]);
    await commentsLoaded();
  });

  it('takes the notification settings of a new fan only once the fan is written', async () => {
    const answer = deferred<{ isFan: boolean; fans: number }>();
    users.fan.mockImplementation(() => answer.promise);
    api.setFanNotify.mockResolvedValue({ fanNotes: true, fanNotifyUploads: false, fanNotifyStream: false });
    show(makeProfile());
    await userEvent.click(screen.getByTestId('profile-fan'));
    await userEvent.click(await screen.findByTestId('fan-notify-notes'));
    expect(api.setFanNotify).not.toHaveBeenCalled();
    held = { ...held, isFanOf: true, fans: 3 };
    await act(async () => answer.resolve({ isFan: true, fans: 3 }));
    await waitFor(() => expect((screen.getByTestId('profile-unfan') as HTMLButtonElement).disabled).toBe(false));
    await userEvent.click(screen.getByTestId('fan-notify-notes'));
    expect(api.setFanNotify).toHaveBeenCalledWith(7, 'notes', true);
    await waitFor(() => expect((screen.getByTestId('fan-notify-notes') as HTMLInputElement).checked).toBe(true));
  });

  it('asks before unfanning; Cancel changes nothing', async () => {
    show(makeProfile({ isFanOf: true }));
    await userEvent.click(screen.getByTestId('profile-unfan'));
    expect(screen.getByTestId('dialog-message').textContent).toBe(confirmUnfanText('Marlo'));
    await answer('dialog-cancel');
    expect(users.unfan).not.toHaveBeenCalled();
    await userEvent.click(screen.getByTestId('profile-unfan'));
    await answer('dialog-ok');
    await waitFor(() => expect(users.unfan).toHaveBeenCalledWith(7));
    await screen.findByTestId('profile-fan');
    expect(screen.getByTestId('profile-fans').textContent).toBe('1 fan');
    await waitFor(() => expect((screen.getByTestId('profile-fan') as HTMLButtonElement).disabled).toBe(false));
  });

  it('asks before blocking, then the viewer blocks them', async () => {
    show(makeProfile());
    await userEvent.click(screen.getByTestId('profile-block'));
    expect(screen.getByTestId('dialog-message').textContent).toBe(confirmBlockText('Marlo'));
    await answer('dialog-ok');
    await waitFor(() => expect(users.block).toHaveBeenCalledWith(7));
    await screen.findByTestId('profile-unblock');
    await waitFor(() => expect(useSession.getState().user?.blocks).toEqual([7]));
    await waitFor(() => expect((screen.getByTestId('profile-unblock') as HTMLButtonElement).disabled).toBe(false));
  });

  it('ends the fandom with the block: no fan button while blocking, one fan fewer, not followed any more', async () => {
    signIn(8, { following: [7] });
    const blocked = deferred<{ blocking: boolean }>();
    users.block.mockImplementation(async () => {
      await blocked.promise;
      held = { ...held, blocking: true, isFanOf: false, fans: held.fans - 1 };
      return { blocking: true };
    });
    show(makeProfile({ isFanOf: true, fans: 3 }));
    expect(screen.getByTestId('profile-unfan')).toBeTruthy();
    await userEvent.click(screen.getByTestId('profile-block'));
    await answer('dialog-ok');
    // At once, before the server answered.
    await screen.findByTestId('profile-unblock');
    expect(screen.queryByTestId('profile-unfan')).toBeNull();
    expect(screen.queryByTestId('profile-fan')).toBeNull();
    expect(screen.getByTestId('profile-fans').textContent).toBe('2 fans');
    await act(async () => blocked.resolve({ blocking: true }));
    await waitFor(() => expect(useSession.getState().user?.following).toEqual([]));
    expect(useSession.getState().user?.blocks).toEqual([7]);
    await waitFor(() => expect((screen.getByTestId('profile-unblock') as HTMLButtonElement).disabled).toBe(false));
    expect(screen.queryByTestId('profile-fan')).toBeNull();
    expect(screen.getByTestId('profile-fans').textContent).toBe('2 fans');
  });

  it("says the server's reason when it refuses a fan across a block", async () => {
    users.fan.mockRejectedValue(new ApiError(403, { error: 'forbidden', message: FAN_TEXTS.blockedByUser }));
    show(makeProfile());
    await userEvent.click(screen.getByTestId('profile-fan'));
    await waitFor(() => expect(screen.getByTestId('dialog-message').textContent).toBe(FAN_TEXTS.blockedByUser));
    expect(screen.getByTestId('profile-fans').textContent).toBe('2 fans');
    await answer('dialog-ok');
  });

  it('asks before unblocking', async () => {
    signIn(8, { blocks: [7] });
    show(makeProfile({ blocking: true, canMessage: false }));
    await userEvent.click(screen.getByTestId('profile-unblock'));
    await answer('dialog-ok');
    await waitFor(() => expect(users.unblock).toHaveBeenCalledWith(7));
    await waitFor(() => expect(useSession.getState().user?.blocks).toEqual([]));
    await waitFor(() => expect((screen.getByTestId('profile-block') as HTMLButtonElement).disabled).toBe(false));
  });

  it('offers Message only when canMessage, to /message/write/{id}', async () => {
    const { unmount } = show(makeProfile());
    expect(screen.getByTestId('profile-message').getAttribute('href')).toBe('/message/write/7');
    unmount();
    queryClient.clear();
    show(makeProfile({ canMessage: false }));
    expect(screen.queryByTestId('profile-message')).toBeNull();
    await commentsLoaded();
  });

  it("reports after a confirmation and says 'Thanks for your report!'", async () => {
    api.reportUser.mockResolvedValue({ ok: true });
    show(makeProfile());
    await userEvent.click(screen.getByTestId('profile-report'));
    expect(screen.getByTestId('dialog-message').textContent).toBe(confirmReportText('Marlo'));
    await answer('dialog-ok');
    await waitFor(() => expect(screen.getByTestId('dialog-message').textContent).toBe(THANKS_FOR_REPORT));
    expect(api.reportUser).toHaveBeenCalledWith(7);
  });

  it('says so when an action fails, and takes back what it showed', async () => {
    users.fan.mockRejectedValue(new ApiError(500, null));
    show(makeProfile());
    await userEvent.click(screen.getByTestId('profile-fan'));
    await waitFor(() => expect(screen.getByTestId('dialog-message').textContent).toBe('Sorry, there was an error. Please try again in a bit.'));
    expect(screen.getByTestId('profile-fan')).toBeTruthy();
    expect(screen.getByTestId('profile-fans').textContent).toBe('2 fans');
    expect(useSession.getState().user?.following).toEqual([]);
    await answer('dialog-ok');
    await waitFor(() => expect((screen.getByTestId('profile-fan') as HTMLButtonElement).disabled).toBe(false));
  });

  it('puts the block button back when blocking fails', async () => {
    users.block.mockRejectedValue(new ApiError(500, null));
    show(makeProfile());
    await userEvent.click(screen.getByTestId('profile-block'));
    await answer('dialog-ok');
    await waitFor(() => expect(screen.getByTestId('dialog-message').textContent).toBe('Sorry, there was an error. Please try again in a bit.'));
    expect(screen.getByTestId('profile-block')).toBeTruthy();
    expect(screen.queryByTestId('profile-unblock')).toBeNull();
    expect(useSession.getState().user?.blocks).toEqual([]);
    await answer('dialog-ok');
    await waitFor(() => expect((screen.getByTestId('profile-block') as HTMLButtonElement).disabled).toBe(false));
  });

  it('tells a user the owner blocked why they cannot comment', async () => {
    show(makeProfile({ blocksViewer: true, canMessage: false }));
    expect(await screen.findByText(NOT_ALLOWED_TO_COMMENT('Marlo'))).toBeTruthy();
  });

  it("lets a fan choose what they are told about (notes, uploads, stream)", async () => {
    api.setFanNotify.mockResolvedValue({ fanNotes: true, fanNotifyUploads: false, fanNotifyStream: false });
    show(makeProfile({ isFanOf: true }));
    expect(['notes', 'upload', 'stream'].map((w) => screen.getByTestId(`fan-notify-${w}`).parentElement?.textContent)).toEqual(['Notes', 'Uploads', 'Live streams']);
    await userEvent.click(screen.getByTestId('fan-notify-notes'));
    expect(api.setFanNotify).toHaveBeenCalledWith(7, 'notes', true);
    await waitFor(() => expect((screen.getByTestId('fan-notify-notes') as HTMLInputElement).checked).toBe(true));
  });
});

describe('the note to fans', () => {
  it('ignores an empty note and says how many fans a note reached', async () => {
    signIn(7);
    api.noteToFans.mockResolvedValue({ fansNotified: 12 });
    show(makeProfile(), 'about');
    await userEvent.click(screen.getByTestId('note-to-fans-send'));
    expect(api.noteToFans).not.toHaveBeenCalled();
    await userEvent.type(screen.getByTestId('note-to-fans-text'), '  New boats on Friday  ');
    await userEvent.click(screen.getByTestId('note-to-fans-send'));
    expect(api.noteToFans).toHaveBeenCalledWith('New boats on Friday');
    await waitFor(() => expect(screen.getByTestId('note-to-fans-status').textContent).toBe('Your note was sent to 12 fans.'));
  });
});

describe('the note to fans, tapped twice in one task', () => {
  it('is sent once', async () => {
    signIn(7);
    api.noteToFans.mockResolvedValue({ fansNotified: 12 });
    show(makeProfile(), 'about');
    await userEvent.type(screen.getByTestId('note-to-fans-text'), 'New boats on Friday');
    const send = screen.getByTestId('note-to-fans-send');
    act(() => {
      send.click();
      send.click();
    });
    await waitFor(() => expect(screen.getByTestId('note-to-fans-status').textContent).toBe('Your note was sent to 12 fans.'));
    expect(api.noteToFans).toHaveBeenCalledTimes(1);
  });
});

describe('the owner’s Blocks tab', () => {
  it('lists whom they block and unblocks after a confirmation; says when there is nobody', async () => {
    signIn(7, { blocks: [20] });
    users.fetchBlocked.mockResolvedValue({ blocks: [20], blockedBy: [], users: [{ id: 20, nickname: 'Rude', avatar: '/img/avatar/20' }] });
    users.unblock.mockResolvedValue({ blocking: false });
    show(makeProfile(), 'blocks');
    expect((await screen.findByTestId('blocked-user')).textContent).toContain('Rude');
    users.fetchBlocked.mockResolvedValue({ blocks: [], blockedBy: [], users: [] });
    await userEvent.click(screen.getByTestId('blocked-unblock'));
    await answer('dialog-ok');
    await waitFor(() => expect(users.unblock).toHaveBeenCalledWith(20));
    expect(await screen.findByTestId('blocks-empty')).toBeTruthy();
    await waitFor(() => expect(useSession.getState().user?.blocks).toEqual([]));
  });

  it('takes the user off the list at once, and puts them back when unblocking fails', async () => {
    signIn(7, { blocks: [20] });
    users.fetchBlocked.mockResolvedValue({ blocks: [20], blockedBy: [], users: [{ id: 20, nickname: 'Rude', avatar: '/img/avatar/20' }] });
    const refusal = deferred<never>();
    users.unblock.mockImplementation(() => refusal.promise);
    show(makeProfile(), 'blocks');
    await userEvent.click(await screen.findByTestId('blocked-unblock'));
    await answer('dialog-ok');
    expect(await screen.findByTestId('blocks-empty')).toBeTruthy();
    await act(async () => refusal.reject(new ApiError(500, null)));
    await waitFor(() => expect(screen.getByTestId('dialog-message').textContent).toBe('Sorry, there was an error. Please try again in a bit.'));
    expect(screen.getByTestId('blocked-user').textContent).toContain('Rude');
    expect(useSession.getState().user?.blocks).toEqual([20]);
    await answer('dialog-ok');
    await waitFor(() => expect((screen.getByTestId('blocked-unblock') as HTMLButtonElement).disabled).toBe(false));
  });
});

describe('loading a profile', () => {
  it('finds a nickname, then a patron name; an unknown user is the not-found page', async () => {
    api.fetchProfile.mockRejectedValue(new ApiError(404, { error: 'not_found', message: 'no' }));
    api.fetchPatron.mockResolvedValueOnce(makeProfile()).mockRejectedValue(new ApiError(404, { error: 'not_found', message: 'no' }));
    const page = await resolvePage(location('/user/marlo'), new AbortController().signal);
    expect(page.name).toBe('profile');
    const missing = await resolvePage(location('/user/nobody'), new AbortController().signal);
    expect(missing.name).toBe('notFound');
  });

  it('takes an unknown path as a patron name first', async () => {
    api.fetchPatron.mockResolvedValue(makeProfile());
    const page = await resolvePage(location('/marlo'), new AbortController().signal);
    expect(page.name).toBe('profileFallback');
    expect(api.fetchPatron).toHaveBeenCalledWith('marlo');
    expect(api.fetchProfile).not.toHaveBeenCalled();
  });
});

