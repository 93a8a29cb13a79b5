// @vitest-environment jsdom
import { act, render, screen, waitFor, within } from '../../../test/support/render';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/client';
import type { MessagePost, MessageTopic } from '../../api/schemas/messages';
import { Redirect } from '../../app/navigation/screen';
import { Dialogs } from '../../components/Dialogs';
import { blockedRecipientText, CANNOT_MESSAGE, CANNOT_MESSAGE_SELF, DELETE_THREAD_CONFIRM, MESSAGE_SEND_FAILED, MESSAGES_LOGIN, NO_MESSAGES } from '../../lib/messageRules';
import { ACTION_FAILED } from '../../lib/profile';
import { messageKeys } from '../../queries/messages';
import { useDialogs } from '../../stores/dialogs';
import { useSession } from '../../stores/session';
import MessagesScreen, { load as loadMessages } from './MessagesScreen';
import ThreadScreen, { load as loadThread } from './ThreadScreen';
import WriteScreen, { load as loadWrite } from './WriteScreen';
import { deferred, makeViewer, NoResize } from '../../../test/support/fixtures';
import { seedList, seedQuery } from '../../../test/support/queries';
import { messagesApi as api } from './testing';

vi.mock('../../api/messages', async () => (await import('./testing')).messagesApi);
const users = vi.hoisted(() => ({ unblock: vi.fn() }));
vi.mock('../../api/users', async (importOriginal) => ({ ...(await importOriginal<object>()), unblock: users.unblock }));
const nav = vi.hoisted(() => ({ navigate: vi.fn(async () => true) }));
vi.mock('../../app/navigation/navigation', async (importOriginal) => ({ ...(await importOriginal<object>()), navigate: nav.navigate }));

const topic = (id: number, extra: Partial<MessageTopic> = {}): MessageTopic => ({
  id,
  subject: `Subject ${id}`,
  latestReply: '2026-11-20T10:00:00.000Z',
  latestUserNickname: 'Paolo',
  read: true,
  userFromId: 2,
  userFromNickname: 'Paolo',
  userFromAvatar: '/img/avatar/2',
  userToId: 1,
  userToNickname: 'Ada',
  userToAvatar: '/img/avatar/1',
  posts: 3,
  ...extra,
});
const post = (id: number, userId = 2, text = `Post ${id}`): MessagePost => ({ id, user: { id: userId, nickname: userId === 1 ? 'Ada' : 'Paolo', avatar: `/img/avatar/${userId}` }, date: '2026-11-20T10:00:00.000Z', text });
const ada = () => useSession.setState({ status: 'ready', user: { ...makeViewer(1), nickname: 'Ada' } });
const location = { path: '/', search: '', hash: '' };
const signal = new AbortController().signal;

beforeEach(() => {
  vi.stubGlobal('ResizeObserver', NoResize);
  vi.stubGlobal('scrollTo', vi.fn());
  Object.values(api).forEach((fn) => fn.mockReset());
  users.unblock.mockReset();
  nav.navigate.mockClear();
  useSession.setState({ status: 'ready', user: null });
  useDialogs.setState({ queue: [] });
  document.cookie = 'csrf=t';
});

describe('MessagesScreen', () => {
  const show = (topics: MessageTopic[], more = false) => {
    seedList(messageKeys.topics, { items: topics, next: more ? 2 : null });
    return render(<MessagesScreen data={{ signedIn: true }} params={{}} location={location} />);
  };

  it('lists the topics with the other person, the subject and unread marks, each a link to its thread', async () => {
    ada();
    show([topic(5, { read: false }), topic(4, { userFromId: 1, userFromNickname: 'Ada', userToId: 3, userToNickname: 'Greta', userToAvatar: '/img/avatar/3' })]);
    const rows = screen.getAllByTestId('topic');
    expect(rows.map((row) => row.getAttribute('href'))).toEqual(['/message/5', '/message/4']);
    expect(rows.map((row) => within(row).getByTestId('topic-with').textContent)).toEqual(['Paolo', 'Greta']);
    expect(within(rows[0]!).getByTestId('topic-subject').textContent).toBe('Unread: Subject 5');
    // Truncated in their own direction: a right-to-left subject ends in its ellipsis on the left.
    expect(within(rows[0]!).getByTestId('topic-subject').getAttribute('dir')).toBe('auto');
    expect(within(rows[0]!).getByTestId('topic-with').getAttribute('dir')).toBe('auto');
    expect(within(rows[0]!).queryByTestId('topic-unread')).not.toBeNull();
    expect(within(rows[1]!).queryByTestId('topic-unread')).toBeNull();
    expect(rows[1]!.querySelector('img')?.getAttribute('src')).toBe('/img/avatar/3/50.jpg');
    await waitFor(() => expect(document.title).toBe('Messages · Sketchery'));
  });

  it('says so when there are no messages', () => {
    ada();
    show([]);
    expect(screen.getByTestId('topic-list-empty').textContent).toBe(NO_MESSAGES);
  });

  it('loads the first page of 25 for a signed-in user and asks a visitor to sign in', async () => {
    ada();
    api.fetchTopics.mockResolvedValue({ topics: [topic(1)], more: false });
    expect(await loadMessages({ params: {}, location, signal })).toEqual({ signedIn: true });
    expect(api.fetchTopics).toHaveBeenCalledWith(1);
    useSession.setState({ status: 'ready', user: null });
    expect(await loadMessages({ params: {}, location, signal })).toEqual({ signedIn: false });
    render(<MessagesScreen data={{ signedIn: false }} params={{}} location={location} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(MESSAGES_LOGIN);
    expect(screen.getByTestId('login-notice-link').getAttribute('href')).toMatch(/^\/auth\/login\?returnTo=/);
  });
});

describe('ThreadScreen', () => {
  const show = (posts: MessagePost[] = [post(3, 1), post(2), post(1)], extra: { canReply?: boolean; more?: boolean } = {}) => {
    seedList(messageKeys.thread(5), { items: posts, next: extra.more ? 2 : null, topic: topic(5), canReply: extra.canReply ?? true });
    return render(
      <>
        <ThreadScreen data={{ id: 5, signedIn: true }} params={{ id: 5 }} location={location} />
        <Dialogs />
      </>,
    );
  };
  const box = () => screen.getByTestId('message-text') as HTMLTextAreaElement;

  it('shows the subject, the other person and the posts newest first', async () => {
    ada();
    show();
    expect(screen.getByTestId('thread-subject').textContent).toBe('Subject 5');
    expect(screen.getByTestId('thread-with').textContent).toBe('With Paolo');
    expect(screen.getAllByTestId('post-text').map((p) => p.textContent)).toEqual(['Post 3', 'Post 2', 'Post 1']);
    expect(screen.getAllByTestId('post-text').map((p) => p.getAttribute('dir'))).toEqual(['auto', 'auto', 'auto']);
    expect(box().getAttribute('dir')).toBe('auto');
    await waitFor(() => expect(document.title).toBe('Subject 5 · Messages · Sketchery'));
  });

  it('loads older posts on request', async () => {
    ada();
    api.fetchPosts.mockResolvedValue({ topic: topic(5), posts: [post(0)], more: false, canReply: true });
    show(undefined, { more: true });
    await userEvent.click(screen.getByTestId('posts-more'));
    await waitFor(() => expect(screen.getAllByTestId('post')).toHaveLength(4));
    expect(api.fetchPosts).toHaveBeenCalledWith(5, 2);
    expect(screen.queryByTestId('posts-more')).toBeNull();
  });

  it('sends a reply trimmed and empties the box; ignores empty text', async () => {
    ada();
    api.replyToTopic.mockResolvedValue({ post: post(9, 1, 'Thanks!') });
    api.fetchPosts.mockResolvedValue({ topic: topic(5), posts: [post(9, 1, 'Thanks!')], more: false, canReply: true });
    show();
    await userEvent.type(box(), '   ');
    await userEvent.click(screen.getByTestId('message-send'));
    expect(api.replyToTopic).not.toHaveBeenCalled();
    await userEvent.clear(box());
    await userEvent.type(box(), '  Thanks! ');
    await userEvent.click(screen.getByTestId('message-send'));
    await waitFor(() => expect(api.replyToTopic).toHaveBeenCalledWith({ id: 5, text: 'Thanks!' }));
    await waitFor(() => expect(box().value).toBe(''));
    expect(screen.queryByTestId('message-error')).toBeNull();
    // The thread is read again once the reply is in: it shows what the server holds.
    await waitFor(() => expect(screen.getAllByTestId('post-text').map((p) => p.textContent)).toEqual(['Thanks!']));
    expect(api.fetchPosts).toHaveBeenCalledWith(5, 1);
  });

  it('empties the box while the reply is on its way, with Send inert but focused, and puts the words back when it fails', async () => {
    ada();
    const answer = deferred<never>();
    api.replyToTopic.mockImplementation(() => answer.promise);
    show();
    await userEvent.type(box(), 'Still there?');
    await userEvent.click(screen.getByTestId('message-send'));
    expect(box().value).toBe('');
    await waitFor(() => expect(screen.getByTestId('message-send').getAttribute('aria-disabled')).toBe('true'));
    // Not `disabled`: a disabled button drops the focus, and the keyboard user starts again at the top.
    expect(document.activeElement).toBe(screen.getByTestId('message-send'));
    await userEvent.click(screen.getByTestId('message-send'));
    expect(api.replyToTopic).toHaveBeenCalledTimes(1);
    expect(box().readOnly).toBe(true);
    expect(screen.getByTestId('message-form').getAttribute('aria-busy')).toBe('true');
    await act(async () => answer.reject(new ApiError(0, null)));
    await waitFor(() => expect(screen.getByTestId('message-error').textContent).toBe(MESSAGE_SEND_FAILED));
    expect(box().value).toBe('Still there?');
    expect(box().readOnly).toBe(false);
    expect(box().getAttribute('aria-describedby')).toBe(screen.getByTestId('message-error').id);
    expect(screen.getByTestId('message-send').getAttribute('aria-disabled')).toBeNull();
    // Sent again, the error goes and the box empties.
    api.replyToTopic.mockResolvedValue({ post: post(9, 1, 'Still there?') });
    api.fetchPosts.mockResolvedValue({ topic: topic(5), posts: [post(9, 1, 'Still there?')], more: false, canReply: true });
    await userEvent.click(screen.getByTestId('message-send'));
    await waitFor(() => expect(screen.queryByTestId('message-error')).toBeNull());
    await waitFor(() => expect(screen.getAllByTestId('post-text').map((p) => p.textContent)).toEqual(['Still there?']));
    expect(box().value).toBe('');
  });

  it('keeps a reply being written through leaving the page and coming back (Back), until the server has it', async () => {
    ada();
    const view = show();
    await userEvent.type(box(), 'Half a thought');
    view.unmount();
    show();
    expect(box().value).toBe('Half a thought');
    const answer = deferred<{ post: MessagePost }>();
    api.replyToTopic.mockImplementation(() => answer.promise);
    api.fetchPosts.mockResolvedValue({ topic: topic(5), posts: [post(9, 1, 'Half a thought')], more: false, canReply: true });
    await userEvent.click(screen.getByTestId('message-send'));
    // On its way: the box is empty, the draft is still kept.
    expect(box().value).toBe('');
    expect(sessionStorage.getItem('message-draft:1:thread:5:text')).toBe('Half a thought');
    await act(async () => answer.resolve({ post: post(9, 1, 'Half a thought') }));
    await waitFor(() => expect(sessionStorage.getItem('message-draft:1:thread:5:text')).toBeNull());
  });

  it('sends once when Send is pressed twice in the same moment (a double tap)', async () => {
    ada();
    api.replyToTopic.mockResolvedValue({ post: post(9, 1, 'Once') });
    api.fetchPosts.mockResolvedValue({ topic: topic(5), posts: [post(9, 1, 'Once')], more: false, canReply: true });
    show();
    await userEvent.type(box(), 'Once');
    const send = screen.getByTestId('message-send');
    // Both clicks in one task, before React renders the button disabled.
    act(() => {
      send.click();
      send.click();
    });
    await waitFor(() => expect(screen.getAllByTestId('post-text').map((p) => p.textContent)).toEqual(['Once']));
    expect(api.replyToTopic).toHaveBeenCalledTimes(1);
  });

  it('puts the text back and says so when the reply fails', async () => {
    ada();
    api.replyToTopic.mockRejectedValue(new ApiError(503, { error: 'unavailable', message: 'down' }));
    show();
    await userEvent.type(box(), 'Lost words?');
    await userEvent.click(screen.getByTestId('message-send'));
    await waitFor(() => expect(screen.getByTestId('message-error').textContent).toBe(MESSAGE_SEND_FAILED));
    expect(box().value).toBe('Lost words?');
  });

  it('says the server\'s reason under the spec\'s text when the reply is refused (the other person blocked the viewer meanwhile)', async () => {
    ada();
    api.replyToTopic.mockRejectedValue(new ApiError(403, { error: 'cannot_message', message: 'This user does not take messages from you.' }));
    show();
    await userEvent.type(box(), 'Are you there?');
    await userEvent.click(screen.getByTestId('message-send'));
    await waitFor(() => expect(screen.getByTestId('message-error').textContent).toBe(`${MESSAGE_SEND_FAILED}This user does not take messages from you.`));
    expect(screen.getByTestId('message-error').querySelector('br')).toBeTruthy();
    expect(box().value).toBe('Are you there?');
  });

  it('deletes only after confirming, then goes to the list', async () => {
    ada();
    api.deleteTopic.mockResolvedValue({ ok: true });
    show();
    await userEvent.click(screen.getByTestId('thread-delete'));
    expect(screen.getByText(DELETE_THREAD_CONFIRM)).toBeTruthy();
    await userEvent.click(screen.getByTestId('dialog-cancel'));
    expect(api.deleteTopic).not.toHaveBeenCalled();
    await userEvent.click(screen.getByTestId('thread-delete'));
    expect(screen.getByTestId('dialog-ok').textContent).toBe('Delete');
    await userEvent.click(screen.getByTestId('dialog-ok'));
    await waitFor(() => expect(api.deleteTopic).toHaveBeenCalledWith(5));
    // In place of the thread's own entry: Back never loads the deleted thread.
    await waitFor(() => expect(nav.navigate).toHaveBeenCalledWith('/messages', { replace: true }));
  });

  it('offers no reply box when the other person does not take messages', () => {
    ada();
    show(undefined, { canReply: false });
    expect(screen.queryByTestId('message-form')).toBeNull();
    expect(screen.getByTestId('thread-cannot-reply').textContent).toBe(CANNOT_MESSAGE);
  });

  it('goes to /messages when the thread fails to load', async () => {
    ada();
    api.fetchPosts.mockRejectedValue(new ApiError(403, { error: 'forbidden', message: 'no' }));
    await expect(loadThread({ params: { id: 8 }, location, signal })).rejects.toEqual(new Redirect('/messages'));
    api.fetchPosts.mockRejectedValue(new ApiError(404, { error: 'not_found', message: 'no' }));
    await expect(loadThread({ params: { id: 9 }, location, signal })).rejects.toEqual(new Redirect('/messages'));
  });

  it('stays at its address when no answer came (offline), instead of going to /messages', async () => {
    ada();
    const offline = new ApiError(0, null);
    api.fetchPosts.mockRejectedValue(offline);
    await expect(loadThread({ params: { id: 8 }, location, signal })).rejects.toBe(offline);
  });

  it('goes to /messages for a malformed id (/message/abc) as for a thread that fails to load, without asking the server', async () => {
    ada();
    await expect(loadThread({ params: { id: null }, location, signal })).rejects.toEqual(new Redirect('/messages'));
    expect(api.fetchPosts).not.toHaveBeenCalled();
  });

  it('asks a visitor at a malformed id to sign in, as at any thread', async () => {
    const data = await loadThread({ params: { id: null }, location, signal });
    expect(data.signedIn).toBe(false);
    render(<ThreadScreen data={data} params={{ id: null }} location={location} />);
    expect(screen.getByTestId('thread-page').textContent).toContain(MESSAGES_LOGIN);
  });
});

describe('WriteScreen', () => {
  const paolo = { id: 2, nickname: 'Paolo', avatar: '/img/avatar/2' };
  const show = (canMessage = true, blocking = false) => {
    seedQuery(messageKeys.recipient(2), { user: paolo, canMessage, blocking });
    return render(<WriteScreen data={{ userId: 2, signedIn: true }} params={{ userId: 2 }} location={location} />);
  };

  it('writes to the user and opens the new thread in place of the compose page', async () => {
    ada();
    api.writeMessage.mockResolvedValue({ id: 77 });
    show();
    expect(screen.getByTestId('write-title').textContent).toBe('Message to Paolo');
    await waitFor(() => expect(document.title).toBe('Message to Paolo · Sketchery'));
    await userEvent.type(screen.getByTestId('message-subject'), 'Collab');
    await userEvent.type(screen.getByTestId('message-text'), ' Hello! ');
    await userEvent.click(screen.getByTestId('message-send'));
    await waitFor(() => expect(api.writeMessage).toHaveBeenCalledWith({ to: 2, subject: 'Collab', text: 'Hello!' }));
    await waitFor(() => expect(nav.navigate).toHaveBeenCalledWith('/message/77', { replace: true }));
  });

  it('keeps subject and text when sending fails, and ignores an empty text', async () => {
    ada();
    api.writeMessage.mockRejectedValue(new ApiError(500, { error: 'internal', message: 'x' }));
    show();
    await userEvent.type(screen.getByTestId('message-subject'), 'Hi');
    await userEvent.click(screen.getByTestId('message-send'));
    expect(api.writeMessage).not.toHaveBeenCalled();
    await userEvent.type(screen.getByTestId('message-text'), 'Are you there?');
    await userEvent.click(screen.getByTestId('message-send'));
    await waitFor(() => expect(screen.getByTestId('message-error').textContent).toBe(MESSAGE_SEND_FAILED));
    expect((screen.getByTestId('message-text') as HTMLTextAreaElement).value).toBe('Are you there?');
    expect((screen.getByTestId('message-subject') as HTMLInputElement).value).toBe('Hi');
  });

  it('shows no form to a user who may not write to them', () => {
    ada();
    show(false);
    expect(screen.queryByTestId('message-form')).toBeNull();
    expect(screen.getByTestId('write-cannot').textContent).toBe(CANNOT_MESSAGE);
  });

  it("says that nobody writes to themselves on the compose page of the viewer's own id", () => {
    useSession.setState({ status: 'ready', user: { ...makeViewer(2), nickname: 'Paolo' } });
    show(false);
    expect(screen.queryByTestId('message-form')).toBeNull();
    expect(screen.getByTestId('write-self').textContent).toBe(CANNOT_MESSAGE_SELF);
    expect(screen.queryByTestId('write-cannot')).toBeNull();
  });

  it('tells a writer who blocks the user so and offers Unblock; once unblocked the form shows', async () => {
    ada();
    useSession.setState({ user: { ...useSession.getState().user!, blocks: [2, 5] } });
    users.unblock.mockResolvedValue({ ok: true });
    api.fetchRecipient.mockResolvedValue({ user: paolo, canMessage: true, blocking: false });
    show(false, true);
    expect(screen.queryByTestId('message-form')).toBeNull();
    expect(screen.queryByTestId('write-cannot')).toBeNull();
    expect(screen.getByTestId('write-blocked').textContent).toContain(blockedRecipientText('Paolo'));
    expect(blockedRecipientText('Paolo')).toBe('You blocked Paolo. Unblock them to send a message.');
    await userEvent.click(screen.getByRole('button', { name: 'Unblock Paolo' }));
    // Asked first, as on a profile.
    expect(users.unblock).not.toHaveBeenCalled();
    await act(async () => useDialogs.getState().queue[0]!.resolve(true));
    await waitFor(() => expect(users.unblock).toHaveBeenCalledWith(2));
    expect(await screen.findByTestId('message-form')).toBeTruthy();
    expect(screen.queryByTestId('write-blocked')).toBeNull();
    expect(useSession.getState().user!.blocks).toEqual([5]);
  });

  it('keeps Unblock and says so when the unblock fails', async () => {
    ada();
    users.unblock.mockRejectedValue(new ApiError(500, { error: 'internal', message: 'x' }));
    show(false, true);
    await userEvent.click(screen.getByTestId('write-unblock'));
    await act(async () => useDialogs.getState().queue[0]!.resolve(true));
    await waitFor(() => expect(useDialogs.getState().queue.map((d) => d.message)).toEqual([ACTION_FAILED]));
    expect(screen.getByTestId('write-blocked')).toBeTruthy();
    expect((screen.getByTestId('write-unblock') as HTMLButtonElement).disabled).toBe(false);
  });

  it('goes home when the user fails to load', async () => {
    ada();
    api.fetchRecipient.mockRejectedValue(new ApiError(404, { error: 'not_found', message: 'no' }));
    await expect(loadWrite({ params: { userId: 999 }, location, signal })).rejects.toEqual(new Redirect('/'));
  });

  it('stays at its address when no answer came (offline): the error is the page to try again, not a redirect', async () => {
    ada();
    const offline = new ApiError(0, null);
    api.fetchRecipient.mockRejectedValue(offline);
    await expect(loadWrite({ params: { userId: 2 }, location, signal })).rejects.toBe(offline);
  });

  it('goes home for a malformed user id (/message/write/abc) as for a user that fails to load, without asking the server', async () => {
    ada();
    await expect(loadWrite({ params: { userId: null }, location, signal })).rejects.toEqual(new Redirect('/'));
    expect(api.fetchRecipient).not.toHaveBeenCalled();
  });

  it('asks a visitor at a malformed user id to sign in, as at any compose page', async () => {
    const data = await loadWrite({ params: { userId: null }, location, signal });
    expect(data.signedIn).toBe(false);
    render(<WriteScreen data={data} params={{ userId: null }} location={location} />);
    expect(screen.getByTestId('write-page').textContent).toContain(MESSAGES_LOGIN);
  });
});
