// /stream/sheet (spec part 2 "Live streams": the sheet view): every live stream at once, like a
// contact sheet, each tile showing its live picture without sound, so an artist can see who is
// drawing what and open one. Watching needs a login, so a visitor reads the login text.
import { styled } from '@linaria/react';
import { useState } from 'react';
import { queryClient } from '../../api/queryClient';
import { usePageTitle, type LoadContext } from '../../app/navigation/screen';
import { Button } from '../../components/Button';
import { Segments } from '../../components/ViewToggle';
import { realtimePaths } from '../../lib/paths/realtime';
import { NO_LIVE_STREAMS, STREAM_LOGIN_TO_WATCH, STREAMS_LOAD_FAILED } from '../../lib/streamRules';
import { useEndlessList } from '../../queries/endlessList';
import { streamListDef } from '../../queries/streams';
import { selectUser, useSession, whenSessionKnown } from '../../stores/session';
import { SheetTile } from './SheetTile';
import { Page, StreamLoginNotice } from './streamLayout';

/** Tiles with a live picture at most: each is a connection of its own. */
export const SHEET_MAX_TILES = 12;

const Sheet = styled.ul`
  display: grid;
  gap: 16px;
  margin: 0;
  padding: 0;
  list-style: none;
  &[data-size='small'] {
    grid-template-columns: repeat(auto-fill, minmax(160px, 1fr));
  }
  &[data-size='large'] {
    grid-template-columns: repeat(auto-fill, minmax(300px, 1fr));
  }
`;

export async function load(_context: LoadContext): Promise<undefined> {
  // Read afresh (every loaded page of the list): the sheet shows who streams now.
  if (await whenSessionKnown()) await queryClient.fetchInfiniteQuery({ ...streamListDef(), staleTime: 0 }).catch(() => undefined);
  return undefined;
}

export default function StreamSheetScreen() {
  usePageTitle('Live streams sheet');
  const user = useSession(selectUser);
  return (
    <Page data-testid="stream-sheet-page">
      <div className="bar">
        <h1>Live streams sheet</h1>
        <nav className="links" aria-label="Live stream pages">
          <a href={realtimePaths.streams()}>List view</a>
        </nav>
      </div>
      {user ? <SheetGrid userId={user.id} chatId={user.chatId ?? ''} /> : <StreamLoginNotice text={STREAM_LOGIN_TO_WATCH} />}
    </Page>
  );
}

function SheetGrid({ userId, chatId }: { userId: number; chatId: string }) {
  const list = useEndlessList(streamListDef());
  const [size, setSize] = useState<'small' | 'large'>('large');
  if (list.error && !list.items.length) {
    return (
      <div role="alert">
        <p className="error">{STREAMS_LOAD_FAILED}</p>
        <Button onClick={list.retry}>Retry</Button>
      </div>
    );
  }
  if (!list.items.length) return <p data-testid="stream-sheet-empty">{list.loading ? 'Loading the live streams…' : NO_LIVE_STREAMS}</p>;
  const shown = list.items.slice(0, SHEET_MAX_TILES);
  return (
    <>
      {/* The site's segmented toggle (as Grid / Large list): the chosen size filled. */}
      <Segments role="group" aria-label="Tile size" style={{ marginBottom: 12 }}>
        <button type="button" aria-pressed={size === 'small'} onClick={() => setSize('small')}>
          Small tiles
        </button>
        <button type="button" aria-pressed={size === 'large'} onClick={() => setSize('large')}>
          Large tiles
        </button>
      </Segments>
      <Sheet data-size={size} data-testid="stream-sheet" aria-label="Live streams">
        {shown.map((stream) => (
          <li key={stream.id}>
            <SheetTile stream={stream} userId={userId} chatId={chatId} width={size === 'small' ? 160 : 300} />
          </li>
        ))}
      </Sheet>
      {list.items.length > shown.length && (
        <p className="muted">
          {list.items.length - shown.length} more live streams are in the <a href={realtimePaths.streams()}>list</a>.
        </p>
      )}
    </>
  );
}
