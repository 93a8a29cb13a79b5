// The Requests tab (spec part 2 §2, §4): open requests for new groups, most upvotes first; each
// is voted up once per user and only for 30 days (after that no vote button: the server refuses
// too). A request of the signed-in user's is sent from the dialog here.
import { styled } from '@linaria/react';
import { useQuery } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { serverReasonOf } from '../../api/errors';
import { Button } from '../../components/Button';
import { RelativeTime } from '../../components/RelativeTime';
import { SafeHtml } from '../../components/SafeHtml';
import { GROUP_TEXTS, requestVotable } from '../../lib/groupRules';
import { sitePaths } from '../../lib/paths/site';
import { groupRequestsQuery, usePendingVotes, useVoteGroupRequest } from '../../queries/groups';
import { alertDialog } from '../../stores/dialogs';
import { GroupGrid } from './groupGrid';
import { GroupThumb } from './GroupCards';
import type { GroupRequest } from '../../api/schemas/community';
import { countText } from '../../lib/numbers';
import { useRenderNow } from '../../lib/renderClock';
import { lazyChunk } from '../../lib/lazyChunk';
import { withChunkStyles } from '../../lib/chunkStyles';

// The request form and its dialog come with the tap that opens them: most who open the groups never ask for one.
const RequestGroupDialog = lazyChunk('screens/groups/RequestGroupDialog', () => withChunkStyles(import('./RequestGroupDialog')).then((module) => module.RequestGroupDialog));

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px;
  margin: 0 0 12px;
  .note {
    color: var(--text-muted);
  }
`;

const Votes = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  font-weight: 700;
  .closed {
    font-weight: 400;
    color: var(--text-muted);
  }
`;

/** A request's row: its description takes a few lines. */
const REQUEST_ROW = 170;
const requestKey = (request: GroupRequest) => String(request.id);

function RequestCard({ request, now, rowKey, voting, onVote }: { request: GroupRequest; now: number; rowKey: string; voting: boolean; onVote: () => void }) {
  const votable = requestVotable(request.date, now);
  return (
    <li data-testid="group-request" data-request-id={request.id} data-row-key={rowKey}>
      <GroupThumb url={request.thumbnail} alt="Thumbnail sketch of the requested group" />
      <div className="body">
        <SafeHtml html={request.titleHtml} className="title-html" testId="group-request-title" />
        <SafeHtml html={request.descriptionHtml} className="description" testId="group-request-description" />
        <span className="meta">
          Asked by <a href={sitePaths.user(request.user)} dir="auto">{request.nickname}</a> · <RelativeTime date={request.date} />
        </span>
        <Votes>
          <span data-testid="group-request-upvotes">
            {countText(request.upvotes, 'vote')}
          </span>
          {request.voted ? (
            <span className="closed" data-testid="group-request-voted">
              Voted
            </span>
          ) : votable ? (
            <Button data-testid="group-request-vote" disabled={voting} onClick={() => !voting && onVote()} aria-label={`Vote up this request (${request.upvotes} votes)`}>
              Vote up
            </Button>
          ) : (
            <span className="closed" data-testid="group-request-closed">
              Voting closed
            </span>
          )}
        </Votes>
      </div>
    </li>
  );
}

export function RequestList({ viewerId }: { viewerId: number }) {
  const requests = useQuery(groupRequestsQuery(viewerId));
  const vote = useVoteGroupRequest(viewerId, (error) => alertDialog(serverReasonOf(error) ?? GROUP_TEXTS.voteFailed));
  const voting = usePendingVotes(viewerId);
  const [asking, setAsking] = useState(false);
  const [sent, setSent] = useState(false);
  // The time votes are judged by, the render's moment: a server-rendered list hydrates with the
  // buttons it was written with (to the minute is enough for a 30-day window).
  const now = useRenderNow();
  const list = requests.data?.requests ?? null;
  return (
    <>
      <Bar>
        <Button variant="primary" data-testid="request-group-open" onClick={() => setAsking(true)}>
          Request a group
        </Button>
        {sent && (
          <span className="note" role="status" data-testid="request-group-sent">
            Thanks! Your request is listed below for others to vote up.
          </span>
        )}
      </Bar>
      {requests.isError && list === null ? (
        <p className="hint" data-testid="group-requests-error">
          Sorry, the requests could not be loaded. Please try again in a bit.
        </p>
      ) : list === null ? (
        <p className="hint">Loading requests…</p>
      ) : list.length === 0 ? (
        <p className="hint" data-testid="group-requests-empty">
          No group requests yet.
        </p>
      ) : (
        <GroupGrid
          items={list}
          keyOf={requestKey}
          renderCard={(request, rowKey) => (
            <RequestCard key={request.id} request={request} now={now} rowKey={rowKey} voting={voting.includes(request.id)} onVote={() => vote.mutate(request.id)} />
          )}
          estimate={REQUEST_ROW}
          testId="group-requests"
        />
      )}
      {asking && (
        <Suspense fallback={null}>
          <RequestGroupDialog
            onClose={() => setAsking(false)}
            onSent={() => {
              setAsking(false);
              setSent(true);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
