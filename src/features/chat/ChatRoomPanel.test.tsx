// @vitest-environment jsdom
// The panel of one room (the whiteboard's chat) connects while it is shown, also when its effect
// runs twice (StrictMode, on in these tests), and closes its connection when it goes.
import { act, render, screen } from '../../../test/support/render';
import { describe, expect, it } from 'vitest';
import { FakeSocket } from '../../realtime/testing/fakeSocket';
import { ChatRoomPanel } from './ChatRoomPanel';

describe('ChatRoomPanel', () => {
  it('connects to its room while shown, and closes the connection when it goes', async () => {
    const sockets: FakeSocket[] = [];
    const connection = { factory: async () => sockets[sockets.push(new FakeSocket()) - 1]!, setTimer: () => 0, clearTimer: () => {} };
    const view = render(<ChatRoomPanel chatId="chat-ada" room="whiteboard" connection={connection} />);
    await act(async () => {});
    const connecting = sockets.filter((socket) => socket.connectCalls > 0);
    expect(connecting).toHaveLength(1);
    const socket = connecting[0]!;
    await act(async () => {
      socket.serverAccepts();
      socket.sent('auth').at(-1)?.ack?.({ ok: true, channel: 'whiteboard', userId: 1 });
    });
    expect(socket.sent('auth').at(-1)?.payload).toEqual(expect.objectContaining({ chatId: 'chat-ada', channel: 'whiteboard' }));
    expect(screen.getByRole('textbox')).toBeTruthy();
    view.unmount();
    expect(socket.connected).toBe(false);
  });
});
