// @vitest-environment jsdom
import { render, screen } from '../../../test/support/render';
import { describe, expect, it } from 'vitest';
import type { CurrentUser } from '../../api/schemas/session';
import { Redirect } from '../../app/screen';
import { CHAT_LOGIN_REQUIRED } from '../../lib/chatTexts';
import { useSession } from '../../stores/session';
import ChatScreen, { load } from './ChatScreen';

const context = { params: { room: '' }, location: { path: '/chat', search: '', hash: '' }, signal: new AbortController().signal } as Parameters<typeof load>[0];
const signIn = (user: Partial<CurrentUser> | null) => useSession.setState({ status: 'ready', user: user as CurrentUser | null });

describe('/chat', () => {
  it('a visitor gets the login text', async () => {
    signIn(null);
    const data = await load(context);
    expect(data).toEqual({ chatId: null });
    render(<ChatScreen data={data} params={{ room: '' }} location={context.location} />);
    expect(screen.getByRole('heading').textContent).toBe(CHAT_LOGIN_REQUIRED);
    expect(document.title).toBe('Chat · Sketchery');
  });

  it('a signed-in user without a chat id goes home', async () => {
    signIn({ id: 40, nickname: 'NoChat', chatId: null });
    await expect(load(context)).rejects.toEqual(new Redirect('/'));
  });

  it('a user with a chat id gets the chat', async () => {
    signIn({ id: 1, nickname: 'InkyAda', chatId: 'c1abc' });
    expect(await load(context)).toEqual({ chatId: 'c1abc' });
  });
});
