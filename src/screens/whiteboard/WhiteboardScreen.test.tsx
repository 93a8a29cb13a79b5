// @vitest-environment jsdom
import { createCanvas } from '@napi-rs/canvas';
import { act, fireEvent, render, screen, waitFor } from '../../../test/support/render';
import { pageFrameClass } from '../../components/PageFrame';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chunkLoadsSettled } from '../../lib/lazyChunk';
import type { CurrentUser } from '../../api/schemas/session';
import { Redirect } from '../../app/navigation/screen';
import { AnsweringSocket, fakeFactory } from '../../realtime/testing/fakeSocket';
import { useDialogs } from '../../stores/dialogs';
import { useSession } from '../../stores/session';
import WhiteboardScreen, { load, WhiteboardRoom } from './WhiteboardScreen';
import * as navigation from '../../app/navigation/navigation';
import '../../../test/support/pointerEvents';

vi.mock('../../app/navigation/navigation', async (original) => ({ ...(await original<typeof import('../../app/navigation/navigation')>()), navigate: vi.fn(async () => true) }));

// The chat feature's panel (its own tests) stands in as the room it is given.
vi.mock('../../features/chat/ChatRoomPanel', () => ({
  ChatRoomPanel: ({ chatId, room }: { chatId: string; room: string }) => <p data-testid="chat-room-panel">{`${room} ${chatId}`}</p>,
}));

const ada: CurrentUser = {
  id: 1, avatar: '/img/avatar/1', nickname: 'InkyAda', mature: false, following: [], blocks: [], icons: [],
  chatId: 'c1abc', chatServer: null, ban: null, showHeader: true, googleLogin: false, thumbs: false,
};
const context = { params: {}, location: { path: '/whiteboard', search: '', hash: '' }, signal: new AbortController().signal };


// jsdom has no canvas: the board draws on @napi-rs/canvas, the server's canvas, so pixels are real.
let board = createCanvas(700, 525);
beforeEach(() => {
  board = createCanvas(700, 525);
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation((() => board.getContext('2d')) as never);
  vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockImplementation(() => board.toDataURL('image/png'));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const pixel = (x: number, y: number) => [...board.getContext('2d').getImageData(x, y, 1, 1).data].slice(0, 3);

async function enterRoom() {
  const socket = new AnsweringSocket(5);
  useSession.setState({ status: 'ready', user: ada });
  render(<WhiteboardRoom user={ada} socketFactory={fakeFactory(socket)} />);
  expect(screen.getByRole('dialog', { name: 'Whiteboard Free Draw' })).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: "I'll be good, let me in!" }));
  await waitFor(() => expect(socket.emitted[0]).toEqual({ event: 'auth', payload: { chatId: 'c1abc', board: 0, userId: 1 }, ack: expect.any(Function) }));
  const canvas = screen.getByTestId('whiteboard-canvas');
  return { socket, canvas };
}

describe('WhiteboardScreen', () => {
  it('tells a visitor to log in, with a preview of the board, under the title', async () => {
    useSession.setState({ status: 'ready', user: null });
    await load(context);
    render(<WhiteboardScreen />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Sketchery Whiteboard');
    // A region in the page frame (its padding), named by its title.
    expect(screen.getByRole('region', { name: 'Sketchery Whiteboard' }).classList).toContain(pageFrameClass);
    expect(screen.getByTestId('whiteboard-login-required').textContent).toBe('You must be logged in to access the whiteboard.');
    expect(screen.getByRole('img', { name: 'A preview of the shared whiteboard' }).getAttribute('src')).toBe('/whiteboard/preview.png');
    expect(screen.getByTestId('whiteboard-login').getAttribute('href')).toBe('/auth/login?returnTo=%2Fwhiteboard');
    await waitFor(() => expect(document.title).toBe('Sketchery Whiteboard'));
  });

  it('sends a user without a chat id home, and the Anonymous account home with the refusal', async () => {
    useSession.setState({ status: 'ready', user: { ...ada, chatId: null } });
    await expect(load(context)).rejects.toEqual(new Redirect('/'));
    expect(useDialogs.getState().queue).toHaveLength(0);
    useSession.setState({ status: 'ready', user: { ...ada, nickname: 'Anonymous' } });
    await expect(load(context)).rejects.toEqual(new Redirect('/'));
    expect(useDialogs.getState().queue.map((d) => d.message)).toEqual(['Sorry your account does not have access to the Whiteboard yet.']);
  });

  it("shows the rules first, then the board, and draws others' strokes from the socket", async () => {
    const { socket } = await enterRoom();
    expect(screen.queryByRole('dialog', { name: 'Whiteboard Free Draw' })).toBeNull();
    act(() => socket.serverSends('commands', 'cs 9 0\nscr ff0000\ndr 20 20 10 10'));
    expect(pixel(36, 36)).toEqual([255, 0, 0]);
    act(() => socket.serverSends('nextShift', { shiftIndex: 0, progress: 0.4 }));
    expect((screen.getByTestId('whiteboard-progress') as HTMLProgressElement).value).toBe(0.4);
    // Malformed payloads change nothing.
    act(() => socket.serverSends('commands', { evil: true }));
    act(() => socket.serverSends('nextShift', { progress: 'x' }));
    expect((screen.getByTestId('whiteboard-progress') as HTMLProgressElement).value).toBe(0.4);
  });

  it('reads the session again when the server refuses the board (a session ended elsewhere), alerts and goes home', async () => {
    const { socket } = await enterRoom();
    const reread = vi.spyOn(useSession.getState(), 'load').mockResolvedValue();
    act(() => socket.serverSends('refused', { error: 'You must be logged in to access the whiteboard.' }));
    expect(reread).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(useDialogs.getState().queue.map((d) => d.message)).toContain('You must be logged in to access the whiteboard.'));
    expect(navigation.navigate).toHaveBeenCalledWith('/');
  });

  it('opens the board again, without the refusal, when another account signed in meanwhile (another tab)', async () => {
    const { socket } = await enterRoom();
    const reload = vi.spyOn(navigation, 'reloadPage').mockResolvedValue(true);
    const other = { ...useSession.getState().user!, id: useSession.getState().user!.id + 1 };
    vi.spyOn(useSession.getState(), 'load').mockImplementation(async () => useSession.setState({ user: other }));
    act(() => socket.serverSends('refused', { error: 'You must be logged in to access the whiteboard.' }));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(useDialogs.getState().queue).toEqual([]);
    expect(navigation.navigate).not.toHaveBeenCalledWith('/');
  });

  it('draws with the pixel tool at once and sends the strokes with the next 250 ms batch', async () => {
    const { socket, canvas } = await enterRoom();
    fireEvent.click(screen.getByRole('button', { name: 'Pixel' }));
    expect(screen.getByRole('button', { name: 'Pixel' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.pointerDown(canvas, { clientX: 40, clientY: 40, button: 0, buttons: 1, pointerId: 1 });
    fireEvent.pointerMove(canvas, { clientX: 60, clientY: 40, button: 0, buttons: 1, pointerId: 1 });
    fireEvent.pointerUp(canvas, { clientX: 60, clientY: 40, pointerId: 1 });
    expect(pixel(40, 40)).toEqual([0x1d, 0x35, 0x57]);
    expect(pixel(56, 40)).toEqual([0x1d, 0x35, 0x57]);
    await waitFor(() => expect(socket.emitted.some((e) => e.event === 'commands')).toBe(true));
    const sent = socket.emitted.filter((e) => e.event === 'commands').map((e) => e.payload as { text: string; shift: number });
    expect(sent[0]).toMatchObject({ text: 'scr 1d3557\ndr 20 20 10 10\ndr 30 20 10 10', shift: 0 });
  });

  it('draws with one finger: a second one on the board draws nothing and does not end the stroke', async () => {
    // jsdom has no PointerEvent: without one, the events would carry no pointerId or isPrimary.
    class TouchPointerEvent extends MouseEvent {
      readonly pointerId: number;
      readonly isPrimary: boolean;
      constructor(type: string, init: MouseEventInit & { pointerId?: number; isPrimary?: boolean } = {}) {
        super(type, init);
        this.pointerId = init.pointerId ?? 1;
        this.isPrimary = init.isPrimary ?? true;
      }
    }
    vi.stubGlobal('PointerEvent', TouchPointerEvent);
    const { socket, canvas } = await enterRoom();
    fireEvent.click(screen.getByRole('button', { name: 'Pixel' }));
    fireEvent.pointerDown(canvas, { clientX: 40, clientY: 40, button: 0, buttons: 1, pointerId: 3 });
    fireEvent.pointerDown(canvas, { clientX: 200, clientY: 200, button: 0, buttons: 1, pointerId: 4, isPrimary: false });
    fireEvent.pointerMove(canvas, { clientX: 220, clientY: 200, button: 0, buttons: 1, pointerId: 4, isPrimary: false });
    fireEvent.pointerUp(canvas, { clientX: 220, clientY: 200, pointerId: 4, isPrimary: false });
    fireEvent.pointerMove(canvas, { clientX: 60, clientY: 40, button: 0, buttons: 1, pointerId: 3 });
    fireEvent.pointerUp(canvas, { clientX: 60, clientY: 40, pointerId: 3 });
    expect(pixel(200, 200)).toEqual([255, 255, 255]);
    expect(pixel(220, 200)).toEqual([255, 255, 255]);
    await waitFor(() => expect(socket.emitted.some((e) => e.event === 'commands')).toBe(true));
    const sent = socket.emitted.filter((e) => e.event === 'commands').map((e) => e.payload as { text: string });
    expect(sent[0]!.text).toBe('scr 1d3557\ndr 20 20 10 10\ndr 30 20 10 10');
  });

  it('picks a colour with the eyedropper, which then switches itself off', async () => {
    const { socket, canvas } = await enterRoom();
    act(() => socket.serverSends('commands', 'cs 9 0\nscr 00ff00\ndr 100 100 10 10'));
    const eyedropper = screen.getByRole('button', { name: 'Eyedropper' });
    fireEvent.click(eyedropper);
    expect(eyedropper.getAttribute('aria-pressed')).toBe('true');
    fireEvent.pointerDown(canvas, { clientX: 260, clientY: 260, button: 0, buttons: 1, pointerId: 1 });
    expect(screen.getByTestId('whiteboard-color-swatch').getAttribute('data-color')).toBe('#00ff00');
    // The wheel is a chunk of its own, fetched once the toolbar shows: on a busy machine it may
    // still be on its way (the panel would open empty for that moment).
    await act(() => chunkLoadsSettled());
    fireEvent.click(screen.getByRole('button', { name: 'Colour' }));
    expect((screen.getByTestId('whiteboard-color') as HTMLInputElement).value).toBe('#00ff00');
    expect(eyedropper.getAttribute('aria-pressed')).toBe('false');
  });

  it('uses the tools from the keyboard and the settings sliders', async () => {
    const { canvas } = await enterRoom();
    expect((screen.getByTestId('whiteboard-pen-size') as HTMLInputElement).value).toBe('4');
    fireEvent.keyDown(canvas, { key: ']' });
    expect((screen.getByTestId('whiteboard-pen-size') as HTMLInputElement).value).toBe('5');
    fireEvent.keyDown(canvas, { key: 'x' });
    expect(screen.getByRole('button', { name: 'Pixel' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.input(screen.getByTestId('whiteboard-pixel-inset'), { target: { value: '25' } });
    expect(screen.getByText('Inset 25%')).toBeTruthy();
    fireEvent.keyDown(canvas, { key: ']' });
    expect(screen.getByText('Pixel size 32')).toBeTruthy();
    fireEvent.keyDown(canvas, { key: 'i' });
    expect(screen.getByRole('button', { name: 'Eyedropper' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('has a menu with Instructions, Download as sketch, History and Show chat / Hide chat', async () => {
    await enterRoom();
    // The panel's code is a chunk of its own: it arrives a moment after the room shows.
    expect((await screen.findByTestId('chat-room-panel')).textContent).toBe('whiteboard c1abc');
    expect(screen.getByRole('region', { name: 'Chat: whiteboard' })).toBeTruthy();
    const menu = screen.getByRole('button', { name: 'Menu' });
    fireEvent.click(menu);
    expect(screen.getByRole('menuitem', { name: 'Download as sketch' }).getAttribute('href')).toBe('/download/0.sketchery');
    fireEvent.click(screen.getByRole('menuitem', { name: 'Hide chat' }));
    expect(screen.queryByTestId('whiteboard-chat')).toBeNull();
    fireEvent.click(menu);
    fireEvent.click(screen.getByRole('menuitem', { name: 'Show chat' }));
    expect(screen.getByTestId('whiteboard-chat')).toBeTruthy();
    fireEvent.click(menu);
    fireEvent.click(screen.getByRole('menuitem', { name: 'Instructions' }));
    expect(screen.getByRole('dialog', { name: 'Instructions' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    fireEvent.click(menu);
    fireEvent.click(screen.getByRole('menuitem', { name: 'History' }));
    const history = screen.getByRole('dialog', { name: 'History' });
    expect(history.textContent).toContain('Nothing has slid off the board yet.');
    expect(screen.getByRole('img', { name: 'The board now' }).getAttribute('src')).toMatch(/^data:image\/png;base64,/);
  });

  it('works the menu by keyboard as a menu button: Down and Up move and wrap, Home and End jump, Escape closes back to the button', async () => {
    await enterRoom();
    const button = screen.getByRole('button', { name: 'Menu' });
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    button.focus();
    fireEvent.keyDown(button, { key: 'ArrowDown' });
    const menu = screen.getByRole('menu', { name: 'Whiteboard menu' });
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(button.getAttribute('aria-controls')).toBe(menu.id);
    const items = screen.getAllByRole('menuitem');
    expect(items.map((i) => i.textContent)).toEqual(['Instructions', 'Download as sketch', 'History', 'Hide chat']);
    await waitFor(() => expect(document.activeElement).toBe(items[0]));
    const press = (key: string) => fireEvent.keyDown(document.activeElement!, { key });
    press('ArrowDown');
    expect(document.activeElement).toBe(items[1]);
    press('ArrowDown');
    press('ArrowDown');
    expect(document.activeElement).toBe(items[3]);
    press('ArrowDown'); // wraps to the first
    expect(document.activeElement).toBe(items[0]);
    press('ArrowUp'); // and back to the last
    expect(document.activeElement).toBe(items[3]);
    press('Home');
    expect(document.activeElement).toBe(items[0]);
    press('End');
    expect(document.activeElement).toBe(items[3]);
    press('Escape');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
    // Up on the button opens on the last entry; Enter on an entry picks it.
    fireEvent.keyDown(button, { key: 'ArrowUp' });
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Hide chat'));
    fireEvent.click(document.activeElement!);
    expect(screen.queryByRole('menu')).toBeNull();
    expect(screen.queryByTestId('whiteboard-chat')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('gives the focus back to the Menu button when a dialog the menu opened closes', async () => {
    await enterRoom();
    const button = screen.getByRole('button', { name: 'Menu' });
    button.focus();
    fireEvent.keyDown(button, { key: 'ArrowDown' });
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Instructions'));
    fireEvent.click(document.activeElement!);
    const instructions = await screen.findByRole('dialog', { name: 'Instructions' });
    fireEvent.keyDown(instructions, { key: 'Escape' });
    fireEvent(instructions, new Event('cancel'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Instructions' })).toBeNull());
    expect(document.activeElement).toBe(button);
  });

  it('declines the rules with Escape, which leaves for home', async () => {
    useSession.setState({ status: 'ready', user: ada });
    render(<WhiteboardRoom user={ada} socketFactory={fakeFactory(new AnsweringSocket(5))} />);
    const rules = screen.getByRole('dialog', { name: 'Whiteboard Free Draw' });
    fireEvent.keyDown(rules, { key: 'Escape' });
    fireEvent(rules, new Event('cancel'));
    await waitFor(() => expect(navigation.navigate).toHaveBeenCalledWith('/'));
  });

  it("shows another artist's cursor avatar where they draw, hidden after about 5 ticks without a stroke", async () => {
    const { socket } = await enterRoom();
    act(() => socket.serverSends('info', { shiftIndex: 0, animShiftX: 175, width: 700, height: 525, users: [{ clientId: 9, userId: 2, nickname: 'PatronPaolo', avatar: '/img/avatar/2' }] }));
    act(() => socket.serverSends('commands', 'cs 9 0\nscr ff\ndr 15e 106 4 4'));
    await waitFor(() => expect(screen.getByRole('img', { name: 'PatronPaolo is drawing here' })).toBeTruthy());
    const cursor = screen.getByRole('img', { name: 'PatronPaolo is drawing here' }) as HTMLImageElement;
    expect(cursor.style.left).toBe('50%');
    expect(parseFloat(cursor.style.top)).toBeCloseTo((262 / 525) * 100, 3);
    // 5 ticks of 250 ms without a stroke from them: gone.
    await waitFor(() => expect(screen.queryByRole('img', { name: 'PatronPaolo is drawing here' })).toBeNull());
  });

  it('reads the avatar of a user the board info names without one from GET /api/user/{id} (spec part 2 §7)', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ id: 3, nickname: 'GroupGreta', avatar: '/img/avatar/3', glops: 5 }), { status: 200, headers: { 'Content-Type': 'application/json' } }));
    vi.stubGlobal('fetch', fetchMock);
    const { socket } = await enterRoom();
    act(() => socket.serverSends('info', { shiftIndex: 0, animShiftX: 175, width: 700, height: 525, users: [{ clientId: 7, userId: 3, nickname: 'GroupGreta' }] }));
    act(() => socket.serverSends('commands', 'cs 7 0\nscr ff\ndr 15e 106 4 4'));
    await waitFor(() => expect(screen.getByRole('img', { name: 'GroupGreta is drawing here' }).getAttribute('src')).toMatch(/^\/img\/avatar\/3/));
    expect(fetchMock.mock.calls.map((call) => String((call as unknown[])[0]))).toEqual(['/api/user/3']);
  });

  it('shows the connection state: Reconnecting... with the attempt', async () => {
    const { socket } = await enterRoom();
    act(() => socket.disconnect());
    expect(screen.getByTestId('whiteboard-connection').textContent).toBe('Reconnecting... (attempt 1 of 64)');
  });
});
