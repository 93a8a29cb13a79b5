// /whiteboard (spec part 2 §2 "Whiteboard", §6, §8, §9): '{product} Whiteboard'. A visitor reads
// 'You must be logged in to access the whiteboard.' beside a preview of the board; a user without
// a chat id gets the home page; the 'Anonymous' account is told 'Sorry your account does not have
// access to the Whiteboard yet.' and sent home. Everyone else accepts the rules ('Whiteboard Free
// Draw') and draws on the shared board, with the chat panel beside it (wide) or below (narrow).
import { Suspense, useCallback, useEffect, useId, useRef, useState } from 'react';
import { Redirect, usePageTitle, type LoadContext } from '../../app/navigation/screen';
import { navigate, reloadPage } from '../../app/navigation/navigation';
import { realtimePaths } from '../../lib/paths/realtime';
import { sitePaths } from '../../lib/paths/site';
import { whiteboardAccess, WHITEBOARD_LOGIN_REQUIRED, WHITEBOARD_NO_ACCESS, WHITEBOARD_TITLE } from '../../lib/whiteboardRules';
import { alertDialog } from '../../stores/dialogs';
import { selectUser, useSession, whenSessionKnown } from '../../stores/session';
import type { CurrentUser } from '../../api/schemas/session';
import type { SocketFactory } from '../../realtime/connection';
import { RulesDialog } from './WhiteboardDialogs';
import { WhiteboardBoard } from './WhiteboardBoard';
import { INITIAL_TOOLS, WhiteboardToolbar, type ToolState } from './WhiteboardToolbar';
import { BoardColumn, Page, Room } from './whiteboardStyles';
import { lazyChunk } from '../../lib/lazyChunk';
import { withChunkStyles } from '../../lib/chunkStyles';

// The chat panel shows once the rules are accepted: its code (the chat's client and view, shared
// with /chat) is a chunk of its own, fetched while the rules are read (WhiteboardRoom), so the
// page's first load does not carry it (5 KB gzip; the route was at its 130 KB budget).
const WhiteboardChat = lazyChunk('screens/whiteboard/WhiteboardChat', () => withChunkStyles(import('./WhiteboardChat')).then((module) => module.WhiteboardChat));
// The menu's instructions and History, likewise, fetched once the board shows.
const InstructionsDialog = lazyChunk('screens/whiteboard/InstructionsDialog', () => withChunkStyles(import('./WhiteboardMenuDialogs')).then((module) => module.InstructionsDialog));
const HistoryDialog = lazyChunk('screens/whiteboard/HistoryDialog', () => withChunkStyles(import('./WhiteboardMenuDialogs')).then((module) => module.HistoryDialog));

export async function load(_context: LoadContext): Promise<undefined> {
  const user = await whenSessionKnown();
  const access = whiteboardAccess(user);
  if (access === 'noChat') throw new Redirect(sitePaths.home());
  if (access === 'refused') {
    // The alert shows over the home page (spec part 2 §6: alert, then home).
    void alertDialog(WHITEBOARD_NO_ACCESS);
    throw new Redirect(sitePaths.home());
  }
  return undefined;
}

export default function WhiteboardScreen() {
  const id = useId();
  const user = useSession(selectUser);
  usePageTitle(WHITEBOARD_TITLE, { productNamed: true });
  const access = whiteboardAccess(user);
  return (
    <Page tagName="section" data-testid="whiteboard-page" aria-labelledby={`${id}-h`}>
      <h1 id={`${id}-h`}>{WHITEBOARD_TITLE}</h1>
      {access === 'visitor' && <WhiteboardLoginRequired />}
      {access === 'allowed' && user && <WhiteboardRoom user={user} />}
      {(access === 'refused' || access === 'noChat') && <p data-testid="whiteboard-refused">{WHITEBOARD_NO_ACCESS}</p>}
    </Page>
  );
}

function WhiteboardLoginRequired() {
  return (
    <>
      <p data-testid="whiteboard-login-required">{WHITEBOARD_LOGIN_REQUIRED}</p>
      <p>
        <a href={sitePaths.login(realtimePaths.whiteboard())} data-testid="whiteboard-login">
          Log in
        </a>
      </p>
      <img className="preview" src={realtimePaths.whiteboardPreview()} alt="A preview of the shared whiteboard" width={700} height={525} data-testid="whiteboard-preview" />
    </>
  );
}

type Dialog = 'instructions' | 'history' | null;

/** The board with its toolbar and chat, after the rules. `socketFactory` is for tests. */
export function WhiteboardRoom({ user, socketFactory }: { user: CurrentUser; socketFactory?: SocketFactory }) {
  const [accepted, setAccepted] = useState(false);
  const [tools, setTools] = useState<ToolState>(INITIAL_TOOLS);
  const [chatShown, setChatShown] = useState(true);
  const [dialog, setDialog] = useState<Dialog>(null);
  const board = useRef<{ shiftIndex: number; picture: () => string | null }>({ shiftIndex: 0, picture: () => null });
  const [history, setHistory] = useState<{ shiftIndex: number; current: string | null }>({ shiftIndex: 0, current: null });
  const onTools = useCallback((change: Partial<ToolState>) => setTools((t) => ({ ...t, ...change })), []);
  // Refused (a session ended elsewhere, a ban): the session is read again, so the header and
  // the chat box stop naming a user the server no longer knows here. Another account signed in
  // meanwhile (in another tab) is no refusal of theirs: the board opens again, as that account.
  const onRefused = useCallback((message: string) => {
    const before = useSession.getState().user?.id ?? null;
    void useSession
      .getState()
      .load()
      .then(() => {
        const now = useSession.getState().user?.id ?? null;
        if (now !== null && now !== before) return void reloadPage();
        void alertDialog(message);
        navigate(sitePaths.home());
      });
  }, []);

  useEffect(() => {
    // Fetched while the rules are read; a failure shows when the part renders (its boundary's Retry).
    for (const part of [WhiteboardChat, InstructionsDialog, HistoryDialog]) part.preload().catch(() => undefined);
  }, []);

  // Escape on the rules is a no, which goes home: the dialog hides the rest of the site.
  if (!accepted) return <RulesDialog onAccept={() => setAccepted(true)} onDecline={() => void navigate(sitePaths.home())} />;
  return (
    <Room data-chat={chatShown ? 'true' : 'false'}>
      {/* Across the board and the chat: one row of tools on a laptop's width. */}
      <WhiteboardToolbar
        tools={tools}
        onChange={onTools}
        chatShown={chatShown}
        onToggleChat={() => setChatShown((shown) => !shown)}
        onInstructions={() => setDialog('instructions')}
        onHistory={() => {
          setHistory({ shiftIndex: board.current.shiftIndex, current: board.current.picture() });
          setDialog('history');
        }}
      />
      <BoardColumn>
        <WhiteboardBoard
          chatId={user.chatId ?? ''}
          userId={user.id}
          tools={tools}
          onTools={onTools}
          onBoard={(next) => {
            board.current = next;
          }}
          onRefused={onRefused}
          socketFactory={socketFactory}
        />
      </BoardColumn>
      {chatShown && (
        <Suspense fallback={null}>
          <WhiteboardChat chatId={user.chatId ?? ''} />
        </Suspense>
      )}
      <Suspense fallback={null}>
        {dialog === 'instructions' && <InstructionsDialog onClose={() => setDialog(null)} />}
        {dialog === 'history' && <HistoryDialog shiftIndex={history.shiftIndex} current={history.current} onClose={() => setDialog(null)} />}
      </Suspense>
    </Room>
  );
}
