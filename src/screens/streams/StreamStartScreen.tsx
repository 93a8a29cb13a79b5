// /stream/start (spec part 1 §7, part 2 "Live streams": a stream start page, opened through a
// deep link to the drawing app). A signed-in artist asks the app to start a live stream over the
// host bridge (stream.start); in a plain browser the page says where live streams start and
// links the app. A visitor reads 'You must be logged in to start a live stream.'
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { startLiveStream } from '../../app/host/hostBridge';
import type { HandOffResult } from '../../lib/handOff';
import { AppHandOffNote } from '../../components/AppHandOffNote';
import { usePageTitle } from '../../app/navigation/screen';
import { Button } from '../../components/Button';
import { secondaryButtonLink } from '../../components/buttonLinks';
import { realtimePaths } from '../../lib/paths/realtime';
import { STREAM_LOGIN_TO_START } from '../../lib/streamRules';
import { selectUser, useSession } from '../../stores/session';
import { Page, StreamLoginNotice } from './streamLayout';

export const STREAM_STARTED_IN_APP = 'Your live stream is starting in the app.';

export default function StreamStartScreen() {
  usePageTitle('Start a live stream');
  const user = useSession(selectUser);
  // The last answer stays shown while the app is asked again.
  const [result, setResult] = useState<HandOffResult | null>(null);
  const start = useMutation({ mutationFn: () => startLiveStream(), onSuccess: setResult });

  return (
    <Page data-testid="stream-start-page">
      <h1>Start a live stream</h1>
      {!user ? <StreamLoginNotice text={STREAM_LOGIN_TO_START} /> : <p>Draw live in the app while others watch your canvas and hear you. Your fans who asked to be told get a notice.</p>}
      {/* The page's two ways on, side by side as one pair of the toolkit's buttons. */}
      <div className="actions">
        {user && (
          <Button variant="primary" onClick={() => start.mutate()} disabled={start.isPending} data-testid="stream-start">
            Start a live stream
          </Button>
        )}
        <a href={realtimePaths.streams()} className={secondaryButtonLink} data-testid="stream-start-watch">
          Watch live streams
        </a>
      </div>
      {user && (
        <div role="status" data-testid="stream-start-result">
          {result?.kind === 'handled' ? <p>{STREAM_STARTED_IN_APP}</p> : <AppHandOffNote result={result} linkTestId="stream-start-app" />}
        </div>
      )}
    </Page>
  );
}
