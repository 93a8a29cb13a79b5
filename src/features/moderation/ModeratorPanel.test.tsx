// @vitest-environment jsdom
import { profileQuery } from '../../queries/profile';
import { act, render, screen, waitFor, within } from '../../../test/support/render';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Dialogs } from '../../components/Dialogs';
import { BAN_OPTIONS, MODERATION_TEXTS } from '../../lib/moderation';
import { useDialogs } from '../../stores/dialogs';
import { useSession } from '../../stores/session';
import type { CurrentUser } from '../../api/schemas/session';
import { BanDialog } from './BanDialog';
import { ModeratorPanel } from './ModeratorPanel';
import { SharedImageDialog } from './SharedImageDialog';
import { EditDataDialog } from './EditDataDialog';
import { queryClient } from '../../api/queryClient';
import { deferred } from '../../../test/support/fixtures';

const navigateMock = vi.hoisted(() => vi.fn(async () => true));
vi.mock('../../app/navigation/navigation', async (importOriginal) => ({ ...(await importOriginal<object>()), navigate: navigateMock }));

const gus: CurrentUser = {
  id: 4, avatar: '/img/avatar/4', nickname: 'GlopGus', mature: false, following: [], blocks: [], icons: ['m'],
  chatId: null, chatServer: null, ban: null, showHeader: true, googleLogin: false, thumbs: true,
};
const target = { id: 281, nickname: 'Target' };

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
type Route = (body: unknown) => Response | Promise<Response>;
function serve(routes: Record<string, Route>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const route = routes[`${init.method ?? 'GET'} ${url.pathname}`];
    return route ? route(init.body ? JSON.parse(String(init.body)) : undefined) : json({ error: 'not_found', message: 'No such route' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
/** A reported comment as GET /api/v2/gloperate/reportedComments sends it: Rude's comment on sketch 5. */
const reportedComment = (id: number, by: { id: number; nickname: string; avatar: string; glops?: number }[]) => ({
  id, userId: 9, text: `Comment ${id}`, date: '2030-01-01T00:00:00Z', by,
  comment: { id, comment: `Comment ${id}`, date: '2030-01-01T00:00:00Z', userId: 9, userNickname: 'Rude', userAvatar: '/img/avatar/9', type: 'sketch', which: 5 },
  reports: 2, lastReport: '2030-01-02T00:00:00Z',
});
const posted = (fetchMock: ReturnType<typeof serve>, path: string) =>
  fetchMock.mock.calls.filter(([input, init]) => init?.method === 'POST' && new URL(String(input), 'http://localhost').pathname === path).map(([, init]) => JSON.parse(String(init?.body)));

function show(ui: React.ReactNode) {
  return render(
    <>
      {ui}
      <Dialogs />
    </>,
  );
}

beforeEach(() => {
  useSession.setState({ status: 'ready', user: gus });
  useDialogs.setState({ queue: [] });
  document.cookie = 'csrf=t';
});
afterEach(() => {
  vi.unstubAllGlobals();
  navigateMock.mockClear();
});

/** A tool's send button that is on screen but does nothing (Button's busy). */
const inert = (testId: string) => screen.getByTestId(testId).getAttribute('aria-disabled') === 'true';
/** The id of the problem a field is marked with, or null when it is not. */
const problemOf = (testId: string) => {
  const field = screen.getByTestId(testId);
  return field.getAttribute('aria-invalid') === 'true' ? field.getAttribute('aria-describedby') : null;
};

describe('the ban form', () => {
  it('offers the spec’s durations with their labels and hour values', () => {
    serve({});
    show(<BanDialog user={target} onClose={() => {}} />);
    const options = within(screen.getByTestId('ban-duration')).getAllByRole('option').filter((option) => (option as HTMLOptionElement).value !== '');
    expect(options.map((option) => [option.textContent, Number((option as HTMLOptionElement).value)])).toEqual([
      ['Warning', 0],
      ['1 hour', 1],
      ['3 hour', 3],
      ['1 day', 24],
      ['7 day', 168],
      ['30 day', 720],
      ['Permanent ban', -1],
    ]);
    expect(BAN_OPTIONS).toHaveLength(7);
  });

  it('needs a duration and a reason before it sends anything', async () => {
    const fetchMock = serve({});
    show(<BanDialog user={target} onClose={() => {}} />);
    await userEvent.click(screen.getByTestId('ban-submit'));
    expect(screen.getByTestId('ban-problem').textContent).toBe(MODERATION_TEXTS.durationRequired);
    // The problem is its field's: marked, described by it and focused.
    expect(problemOf('ban-duration')).toBe(screen.getByTestId('ban-problem').id);
    expect(document.activeElement).toBe(screen.getByTestId('ban-duration'));
    await userEvent.selectOptions(screen.getByTestId('ban-duration'), '1 day');
    await userEvent.type(screen.getByTestId('ban-reason-input'), '   ');
    await userEvent.click(screen.getByTestId('ban-submit'));
    expect(screen.getByTestId('ban-problem').textContent).toBe('Please enter a reason.');
    expect(problemOf('ban-reason-input')).toBe(screen.getByTestId('ban-problem').id);
    expect(problemOf('ban-duration')).toBeNull();
    expect(document.activeElement).toBe(screen.getByTestId('ban-reason-input'));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the duration, reason, notes and user, and shows the server’s message', async () => {
    const fetchMock = serve({ 'POST /api/v2/gloperate/ban': () => json({ message: 'Target has been banned for 1 day.', offenses: 2 }) });
    show(<BanDialog user={target} onClose={() => {}} />);
    await userEvent.selectOptions(screen.getByTestId('ban-duration'), '1 day');
    await userEvent.type(screen.getByTestId('ban-reason-input'), ' Harassment ');
    await userEvent.type(screen.getByTestId('ban-notes'), 'Second time');
    await userEvent.click(screen.getByTestId('ban-submit'));
    expect((await screen.findByTestId('ban-result')).textContent).toBe('Target has been banned for 1 day.');
    expect(posted(fetchMock, '/api/v2/gloperate/ban')).toEqual([{ duration: 24, reason: 'Harassment', notes: 'Second time', uid: 281 }]);
  });

  it('sends one ban for a double tap the browser delivers in one task (before React shows it pending)', async () => {
    const fetchMock = serve({ 'POST /api/v2/gloperate/ban': () => json({ message: 'Target has been banned for 1 day.', offenses: 1 }) });
    show(<BanDialog user={target} onClose={() => {}} />);
    await userEvent.selectOptions(screen.getByTestId('ban-duration'), '1 day');
    await userEvent.type(screen.getByTestId('ban-reason-input'), 'Harassment');
    const send = screen.getByTestId('ban-submit');
    act(() => {
      send.click();
      send.click();
    });
    expect((await screen.findByTestId('ban-result')).textContent).toBe('Target has been banned for 1 day.');
    expect(posted(fetchMock, '/api/v2/gloperate/ban')).toHaveLength(1);
  });

  it('says the spec’s apology when the ban fails', async () => {
    serve({ 'POST /api/v2/gloperate/ban': () => json({ error: 'server', message: 'boom' }, 500) });
    show(<BanDialog user={target} onClose={() => {}} />);
    await userEvent.selectOptions(screen.getByTestId('ban-duration'), 'Warning');
    await userEvent.type(screen.getByTestId('ban-reason-input'), 'Spam');
    await userEvent.click(screen.getByTestId('ban-submit'));
    await waitFor(() => expect(screen.getByTestId('ban-problem').textContent).toBe('There was an error, please try again in a bit'));
    expect(inert('ban-submit')).toBe(false);
  });
});

describe('the ban form while it sends', () => {
  it('keeps Send and Close off until the answer comes, Send off after it until the form changes, and a new problem replaces the answer shown', async () => {
    const answer = deferred<Response>();
    serve({ 'POST /api/v2/gloperate/ban': () => answer.promise });
    show(<BanDialog user={target} onClose={() => {}} />);
    await userEvent.selectOptions(screen.getByTestId('ban-duration'), '1 day');
    await userEvent.type(screen.getByTestId('ban-reason-input'), 'Spam');
    await userEvent.click(screen.getByTestId('ban-submit'));
    await waitFor(() => expect(inert('ban-submit')).toBe(true));
    // Inert, not disabled: the focus stays on it for the keyboard user who pressed it.
    expect(document.activeElement).toBe(screen.getByTestId('ban-submit'));
    expect((screen.getByTestId('ban-close') as HTMLButtonElement).disabled).toBe(true);
    await act(async () => answer.resolve(json({ message: 'Target has been banned for 1 day.', offenses: 1 })));
    expect((await screen.findByTestId('ban-result')).textContent).toBe('Target has been banned for 1 day.');
    // Done: a second press would ban again. A change to the form is a new ban to send.
    expect(inert('ban-submit')).toBe(true);
    await userEvent.click(screen.getByTestId('ban-submit'));
    expect(screen.getByTestId('ban-result')).toBeTruthy(); // the press did nothing
    await userEvent.clear(screen.getByTestId('ban-reason-input'));
    expect(inert('ban-submit')).toBe(false);
    await userEvent.click(screen.getByTestId('ban-submit'));
    expect(screen.getByTestId('ban-problem').textContent).toBe(MODERATION_TEXTS.reasonRequired);
    expect(screen.queryByTestId('ban-result')).toBeNull();
  });

  it('shows the new ban in the bans list, read again after the ban', async () => {
    const ban = (id: number, userId: number, nickname: string) => ({
      id, duration: 24, dateStart: '2030-01-01T00:00:00Z', dateEnd: '2030-01-02T00:00:00Z', userId, userNickname: nickname, userAvatar: '/a',
      offenses: 1, reason: 'Spam', notes: null, byNickname: 'GlopGus', accepted: false,
    });
    let bans = [ban(1, 9, 'Rude')];
    serve({
      'GET /api/v2/gloperate/bans': () => json({ bans, more: false }),
      'POST /api/v2/gloperate/ban': () => {
        bans = [ban(2, target.id, target.nickname), ...bans];
        return json({ message: 'Target has been banned for 1 day.', offenses: 1 });
      },
    });
    show(<ModeratorPanel user={target} />);
    await userEvent.click(screen.getByTestId('mod-section'));
    await userEvent.click(screen.getByTestId('moderation-tab-bans'));
    expect(await screen.findAllByTestId('ban-row')).toHaveLength(1);
    await userEvent.click(screen.getByTestId('moderation-close'));
    await userEvent.click(screen.getByTestId('mod-ban'));
    await userEvent.selectOptions(screen.getByTestId('ban-duration'), '1 day');
    await userEvent.type(screen.getByTestId('ban-reason-input'), 'Spam');
    await userEvent.click(screen.getByTestId('ban-submit'));
    await screen.findByTestId('ban-result');
    await userEvent.click(screen.getByTestId('ban-close'));
    await userEvent.click(screen.getByTestId('mod-section'));
    await userEvent.click(screen.getByTestId('moderation-tab-bans'));
    await waitFor(() => expect(screen.getAllByTestId('ban-row').map((row) => row.dataset.userId)).toEqual([String(target.id), '9']));
  });
});

describe('the shared image form', () => {
  const categories = [
    { id: 1, items: 3, key: 'inks', path: 'Inks', title: 'Inks' },
    { id: 2, items: 2, key: 'pencils', path: 'Pencils', title: 'Pencils' },
  ];

  it('creates the image in the first category under the sketch’s title, and links to it', async () => {
    const answer = deferred<Response>();
    const fetchMock = serve({
      'GET /api/v2/content/categories': () => json({ categories }),
      'POST /api/v2/content/createImage': () => answer.promise,
    });
    show(<SharedImageDialog sketch={{ id: 12, title: 'Fox' }} onClose={() => {}} />);
    await waitFor(() => expect((screen.getByTestId('shared-image-path') as HTMLSelectElement).value).toBe('Inks'));
    await userEvent.click(screen.getByTestId('shared-image-submit'));
    await waitFor(() => expect(inert('shared-image-submit')).toBe(true));
    const uuid = '1b4e28ba-2fa1-4d3b-a3f5-ef19b5a7633b';
    await act(async () => answer.resolve(json({ uuid, image: `/img/shared/${uuid}`, title: 'Fox', categoryPath: 'Inks' })));
    // A link to the new image, not its raw id.
    expect((await screen.findByTestId('shared-image-result')).textContent).toBe('Shared image created: “Fox” in Inks');
    const link = screen.getByRole('link', { name: '“Fox”' });
    expect(link.getAttribute('href')).toBe(`/img/shared/${uuid}/1024.jpg`);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener');
    // Done: a second press would make a second image.
    expect(inert('shared-image-submit')).toBe(true);
    expect(posted(fetchMock, '/api/v2/content/createImage')).toEqual([{ sketchId: 12, path: 'Inks', title: 'Fox' }]);
  });

  it('says Error when the server refuses', async () => {
    serve({
      'GET /api/v2/content/categories': () => json({ categories }),
      'POST /api/v2/content/createImage': () => json({ error: 'forbidden', message: 'no' }, 403),
    });
    show(<SharedImageDialog sketch={{ id: 12, title: 'Fox' }} onClose={() => {}} />);
    await waitFor(() => expect((screen.getByTestId('shared-image-path') as HTMLSelectElement).value).toBe('Inks'));
    await userEvent.click(screen.getByTestId('shared-image-submit'));
    expect((await screen.findByTestId('dialog-message')).textContent).toBe('Error');
    expect(screen.queryByTestId('shared-image-result')).toBeNull();
  });
});

describe('the moderator panel', () => {
  it('keeps its request buttons off while one is on its way', async () => {
    const answer = deferred<Response>();
    serve({ 'POST /api/v2/gloperate/feature': () => answer.promise });
    const onFeatured = vi.fn();
    show(<ModeratorPanel user={target} sketch={{ id: 12, title: 'Fox', description: '', featured: false, compoInvite: true }} onFeatured={onFeatured} />);
    await userEvent.click(screen.getByTestId('mod-feature'));
    await userEvent.click(await screen.findByTestId('dialog-ok'));
    await waitFor(() => expect((screen.getByTestId('mod-feature') as HTMLButtonElement).disabled).toBe(true));
    expect((screen.getByTestId('mod-impersonate') as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByTestId('mod-accept-invite') as HTMLButtonElement).disabled).toBe(true);
    await act(async () => answer.resolve(json({ featured: true, featuredByName: 'GlopGus', featuredByLink: '/user/4', featuredDate: '2030-01-01T00:00:00Z' })));
    await waitFor(() => expect(onFeatured).toHaveBeenCalledTimes(1));
    await waitFor(() => expect((screen.getByTestId('mod-feature') as HTMLButtonElement).disabled).toBe(false));
    expect((screen.getByTestId('mod-accept-invite') as HTMLButtonElement).disabled).toBe(false);
  });

  it('on a profile: ban, impersonate, merge and the lists, no sketch tools', () => {
    serve({});
    show(<ModeratorPanel user={target} />);
    const panel = screen.getByTestId('moderator-panel');
    expect(within(panel).getByRole('heading').textContent).toBe('Moderator tools');
    expect(screen.getByTestId('mod-ban').textContent).toBe('Ban or warn Target');
    expect(screen.queryByTestId('mod-feature')).toBeNull();
    expect(screen.queryByTestId('mod-shared-image')).toBeNull();
    expect(screen.getByTestId('mod-impersonate')).toBeTruthy();
  });

  it('features the sketch only after the confirmation, and passes the new state on', async () => {
    const fetchMock = serve({ 'POST /api/v2/gloperate/feature': () => json({ featured: true, featuredByName: 'GlopGus', featuredByLink: '/user/4', featuredDate: '2030-01-01T00:00:00Z' }) });
    const onFeatured = vi.fn();
    show(<ModeratorPanel user={target} sketch={{ id: 12, title: 'Fox', description: '', featured: false }} onFeatured={onFeatured} />);
    await userEvent.click(screen.getByTestId('mod-feature'));
    expect((await screen.findByTestId('dialog-message')).textContent).toBe('Feature this sketch?');
    await userEvent.click(screen.getByTestId('dialog-cancel'));
    expect(posted(fetchMock, '/api/v2/gloperate/feature')).toEqual([]);
    await userEvent.click(screen.getByTestId('mod-feature'));
    await userEvent.click(await screen.findByTestId('dialog-ok'));
    await waitFor(() => expect(onFeatured).toHaveBeenCalledWith(expect.objectContaining({ featured: true, featuredByName: 'GlopGus' })));
    expect(posted(fetchMock, '/api/v2/gloperate/feature')).toEqual([{ sketchId: 12 }]);
  });

  it('offers Accept compo invite only for a sketch with an invite waiting, and not once accepted', async () => {
    const fetchMock = serve({ 'POST /api/v2/admin/inviteAccepted': () => json({ message: 'The invite to Spring Compo is accepted.' }) });
    const { unmount } = show(<ModeratorPanel user={target} sketch={{ id: 12, title: 'Fox', description: '', featured: false }} />);
    expect(screen.getByTestId('mod-feature')).toBeTruthy();
    expect(screen.queryByTestId('mod-accept-invite')).toBeNull();
    unmount();
    show(<ModeratorPanel user={target} sketch={{ id: 12, title: 'Fox', description: '', featured: false, compoInvite: true }} />);
    await userEvent.click(screen.getByTestId('mod-accept-invite'));
    expect((await screen.findByTestId('dialog-message')).textContent).toBe('The invite to Spring Compo is accepted.');
    expect(posted(fetchMock, '/api/v2/admin/inviteAccepted')).toEqual([{ sketchId: 12 }]);
    expect(screen.queryByTestId('mod-accept-invite')).toBeNull();
  });

  it('shows the generic Error alert when a tool fails', async () => {
    serve({ 'POST /api/v2/admin/inviteAccepted': () => json({ error: 'not_found', message: 'no invite' }, 404) });
    show(<ModeratorPanel user={target} sketch={{ id: 12, title: 'Fox', description: '', featured: false, compoInvite: true }} />);
    await userEvent.click(screen.getByTestId('mod-accept-invite'));
    expect((await screen.findByTestId('dialog-message')).textContent).toBe('Error');
  });

  it('merges with the target id after the confirmation; a failure is Error!', async () => {
    const fetchMock = serve({ 'POST /api/v2/admin/mergeTo': () => json({ error: 'conflict', message: 'merged already' }, 409) });
    show(<ModeratorPanel user={target} />);
    await userEvent.click(screen.getByTestId('mod-merge'));
    await userEvent.click(screen.getByTestId('merge-submit'));
    expect(screen.getByTestId('merge-problem').textContent).toBe(MODERATION_TEXTS.mergeTargetRequired);
    expect(problemOf('merge-target')).toBe(screen.getByTestId('merge-problem').id);
    await userEvent.type(screen.getByTestId('merge-target'), '300');
    await userEvent.click(screen.getByTestId('merge-submit'));
    await userEvent.click(await screen.findByTestId('dialog-ok'));
    await waitFor(() => expect(screen.getByTestId('dialog-message').textContent).toBe('Error!'));
    expect(posted(fetchMock, '/api/v2/admin/mergeTo')).toEqual([{ userId: 281, targetUserId: 300 }]);
  });

  it('impersonates: the session becomes the user’s, the store keeps the gloperator behind it, and the page goes home', async () => {
    const as = { ...gus, id: 281, nickname: 'Target', icons: [], thumbs: false };
    serve({ 'POST /api/v2/admin/impersonate': () => json({ user: as, moderator: { id: 4, nickname: 'GlopGus' } }) });
    show(<ModeratorPanel user={target} />);
    await userEvent.click(screen.getByTestId('mod-impersonate'));
    expect(screen.getByTestId('dialog-message').textContent).toBe('Sign in as Target? You will act as them until you go back to your own account or log out.');
    await userEvent.click(await screen.findByTestId('dialog-ok'));
    await waitFor(() => expect(navigateMock).toHaveBeenCalledWith('/'));
    expect(useSession.getState()).toMatchObject({ user: { id: 281 }, moderator: { id: 4, nickname: 'GlopGus' } });
    useSession.setState({ moderator: null });
  });

  it('lists the reported comments a page at a time and deletes one after the confirmation', async () => {
    const comment = (id: number) => reportedComment(id, [{ id: 1, nickname: 'InkyAda', avatar: '/img/avatar/1' }]);
    let deleted = false;
    const fetchMock = serve({
      'GET /api/v2/gloperate/reportedComments': () => json({ comments: deleted ? [comment(2)] : [comment(1), comment(2)], more: false }),
      'POST /api/v2/gloperate/deleteComment': () => {
        deleted = true;
        return json({ ok: true });
      },
    });
    show(<ModeratorPanel user={target} />);
    await userEvent.click(screen.getByTestId('mod-section'));
    expect(await screen.findAllByTestId('reported-comment')).toHaveLength(2);
    expect((screen.getByTestId('reported-comments-next') as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(screen.getAllByTestId('reported-comment-delete')[0]!);
    expect((await screen.findByTestId('dialog-message')).textContent).toBe('Delete this comment?');
    await userEvent.click(screen.getByTestId('dialog-ok'));
    await waitFor(() => expect(screen.getAllByTestId('reported-comment')).toHaveLength(1));
    expect(posted(fetchMock, '/api/v2/gloperate/deleteComment')).toEqual([{ id: 1 }]);
    // Spec part 1 §8, "Comment delete": the same word as under the comments.
    await waitFor(() => expect(screen.getByTestId('dialog-message').textContent).toBe('Comment deleted'));
  });

  it('names who reported a comment', async () => {
    const by = [
      { id: 1, nickname: 'InkyAda', avatar: '/img/avatar/1', glops: 10 },
      { id: 2, nickname: 'PatronPaolo', avatar: '/img/avatar/2', glops: 20 },
    ];
    serve({ 'GET /api/v2/gloperate/reportedComments': () => json({ comments: [reportedComment(1, by)], more: false }) });
    show(<ModeratorPanel user={target} />);
    await userEvent.click(screen.getByTestId('mod-section'));
    const item = await screen.findByTestId('reported-comment');
    const reporters = within(item).getByTestId('reported-comment-by');
    expect(reporters.textContent).toBe('Reported by InkyAda, PatronPaolo');
    expect(within(reporters).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/user/1', '/user/2']);
    expect(item.textContent).toContain('Rude');
    expect(item.textContent).toContain('2 reports');
  });

  it('shows the bans list and the usage report on their tabs', async () => {
    serve({
      'GET /api/v2/gloperate/bans': () =>
        json({
          bans: [{ id: 1, duration: 24, dateStart: '2030-01-01T00:00:00Z', dateEnd: '2030-01-02T00:00:00Z', userId: 9, userNickname: 'Rude', userAvatar: '/a', offenses: 2, reason: 'Spam', notes: null, byNickname: 'GlopGus', accepted: false }],
          more: true,
        }),
      'GET /api/v2/gloperate/usage': () =>
        json({ generatedAt: '2030-01-01T00:00:00Z', uptimeSeconds: 3700, databaseBytes: 5 * 1_048_576, imageCacheBytes: 0, memoryBytes: 1_048_576, heapUsedBytes: 1024, cpuSeconds: 2, counts: [{ name: 'users', count: 400 }] }),
    });
    show(<ModeratorPanel user={target} />);
    await userEvent.click(screen.getByTestId('mod-section'));
    await userEvent.click(screen.getByTestId('moderation-tab-bans'));
    const row = await screen.findByTestId('ban-row');
    expect(row.textContent).toContain('1 day');
    expect(row.textContent).toContain('Spam');
    expect((screen.getByTestId('bans-list-next') as HTMLButtonElement).disabled).toBe(false);
    await userEvent.click(screen.getByTestId('moderation-tab-usage'));
    expect((await screen.findByTestId('usage-database')).textContent).toBe('5 MB');
    expect(screen.getByTestId('usage-report').textContent).toContain('400');
  });
});

describe('Edit data', () => {
  const saved = (body: { target: string; id: number; field: string; value: string }) => json({ message: 'Saved.', ...body });

  it('is one of the panel’s tools on a sketch and on a profile', async () => {
    serve({});
    const { unmount } = show(<ModeratorPanel user={target} sketch={{ id: 12, title: 'Fox', description: '', featured: false }} />);
    await userEvent.click(screen.getByTestId('mod-edit-data'));
    const options = within(screen.getByTestId('edit-data-field')).getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['Sketch 12: title', 'Sketch 12: description', 'Target: about']);
    unmount();
    show(<ModeratorPanel user={target} />);
    await userEvent.click(screen.getByTestId('mod-edit-data'));
    expect(within(screen.getByTestId('edit-data-field')).getAllByRole('option').map((option) => option.textContent)).toEqual(['Target: about']);
  });

  it('sends the chosen field of the live record, each starting from what it holds, and reads the page again', async () => {
    const fetchMock = serve({ 'POST /api/v2/admin/editData': (body) => saved(body as never) });
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    // The about text a sketch page does not have, as the dialog reads it.
    queryClient.setQueryData(profileQuery('281').queryKey, { about: 'Paints owls.' } as never);
    show(<EditDataDialog user={target} sketch={{ id: 12, title: 'Fox', description: 'A red fox.' }} onClose={() => {}} />);
    const value = screen.getByTestId('edit-data-value') as HTMLTextAreaElement;
    expect(value.value).toBe('Fox');
    await userEvent.clear(value);
    await userEvent.type(value, '  Red fox  ');
    await userEvent.click(screen.getByTestId('edit-data-submit'));
    expect((await screen.findByTestId('edit-data-result')).textContent).toBe('Saved.');
    expect(posted(fetchMock, '/api/v2/admin/editData')).toEqual([{ target: 'sketch', id: 12, field: 'title', value: 'Red fox' }]);
    expect(invalidate).toHaveBeenCalled();
    // Another field starts from what it holds and goes to its own record.
    await userEvent.selectOptions(screen.getByTestId('edit-data-field'), 'Sketch 12: description');
    expect(value.value).toBe('A red fox.');
    await userEvent.selectOptions(screen.getByTestId('edit-data-field'), 'Target: about');
    expect(value.value).toBe('Paints owls.');
    expect(screen.queryByTestId('edit-data-result')).toBeNull();
    await userEvent.clear(value);
    await userEvent.type(value, 'Line one');
    await userEvent.click(screen.getByTestId('edit-data-submit'));
    await screen.findByTestId('edit-data-result');
    expect(posted(fetchMock, '/api/v2/admin/editData')[1]).toEqual({ target: 'user', id: 281, field: 'about', value: 'Line one' });
    invalidate.mockRestore();
  });

  it('sends nothing for an about text it has not read yet: an empty box would clear the stored one', async () => {
    const fetchMock = serve({});
    show(<EditDataDialog user={target} onClose={() => {}} />);
    const value = screen.getByTestId('edit-data-value') as HTMLTextAreaElement;
    expect(value.disabled).toBe(true);
    await userEvent.click(screen.getByTestId('edit-data-submit'));
    expect(posted(fetchMock, '/api/v2/admin/editData')).toEqual([]);
    await act(() => queryClient.setQueryData(profileQuery('281').queryKey, { about: 'Paints owls.' } as never));
    await waitFor(() => expect(value.disabled).toBe(false));
    expect(value.value).toBe('Paints owls.');
  });

  it('shows a value over the field’s limit at the field, and sends nothing', async () => {
    const fetchMock = serve({});
    show(<EditDataDialog user={target} sketch={{ id: 12, title: 'Fox', description: '' }} about="" onClose={() => {}} />);
    const value = screen.getByTestId('edit-data-value');
    await userEvent.clear(value);
    await userEvent.click(value);
    await userEvent.paste('x'.repeat(101));
    await userEvent.click(screen.getByTestId('edit-data-submit'));
    const error = screen.getByTestId('edit-data-value-error');
    expect(error.textContent).toBe('Title can be at most 100 characters.');
    expect(value.getAttribute('aria-invalid')).toBe('true');
    expect(value.getAttribute('aria-describedby')).toBe(error.id);
    expect(posted(fetchMock, '/api/v2/admin/editData')).toEqual([]);
    // Typing clears it.
    await userEvent.type(value, '{Backspace}');
    expect(screen.queryByTestId('edit-data-value-error')).toBeNull();
    expect(value.getAttribute('aria-invalid')).toBeNull();
  });

  it('puts a refusal the server pins on a field at that field, and any other as the form’s problem', async () => {
    let refusal = { error: 'bad_request', message: 'Invalid body field "value": At most 5000 characters.', field: 'value' } as Record<string, string>;
    let status = 400;
    serve({ 'POST /api/v2/admin/editData': () => json(refusal, status) });
    show(<EditDataDialog user={target} about="" onClose={() => {}} />);
    await userEvent.type(screen.getByTestId('edit-data-value'), 'About');
    await userEvent.click(screen.getByTestId('edit-data-submit'));
    expect((await screen.findByTestId('edit-data-value-error')).textContent).toBe('Invalid body field "value": At most 5000 characters.');
    expect(screen.queryByTestId('edit-data-problem')).toBeNull();
    refusal = { error: 'not_found', message: 'User 281 does not exist.' };
    status = 404;
    await userEvent.click(screen.getByTestId('edit-data-submit'));
    expect((await screen.findByTestId('edit-data-problem')).textContent).toBe('Error! User 281 does not exist.');
    expect(screen.queryByTestId('edit-data-value-error')).toBeNull();
  });
});
