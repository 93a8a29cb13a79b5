// The requests tab: the open group requests, most voted first. Approve makes the group; Reject
// asks for a message (spec §5: an empty one sends nothing) that goes to the requester. A
// decided request leaves the list (§4); a failure says so (§8), with the server's reason, and the
// list is read again (what another admin decided meanwhile leaves it).
import { useQuery } from '@tanstack/react-query';
import type { GroupRequest } from '../../api/schemas/community';
import { Button } from '../../components/Button';
import { SafeHtml } from '../../components/SafeHtml';
import { fixedImage } from '../../lib/images';
import { htmlText } from '../../lib/safeHtml';
import { GROUP_ADMIN_EMPTY, GROUP_ADMIN_LOAD_FAILED, GROUP_ADMIN_TEXTS, REJECT_PROMPT } from '../../lib/groupAdminRules';
import { sitePaths } from '../../lib/paths/site';
import { groupRequestsQuery, useDecideGroupRequest, usePendingRequestDecisions } from '../../queries/groupAdmin';
import { alertDialog } from '../../stores/dialogs';
import { failureText } from './failureText';
import { PlainList, Row } from './groupAdminStyles';
import { usePrompt } from './PromptDialog';
import { RelativeTimeText } from '../../components/RelativeTime';
import { countText } from '../../lib/numbers';

const THUMB = 64;

function RequestRow({ request, busy, onApprove, onReject }: { request: GroupRequest; busy: boolean; onApprove: () => void; onReject: () => void }) {
  return (
    <li data-testid="ga-request" data-id={request.id}>
      <Row data-stack="true">
        {request.thumbnail ? <img {...fixedImage(request.thumbnail, THUMB)} alt="" width={THUMB} height={THUMB} loading="lazy" /> : <span style={{ width: THUMB }} />}
        <span className="lines">
          <SafeHtml html={request.titleHtml} className="title" testId="ga-request-title" inline />
          <SafeHtml html={request.descriptionHtml} className="two-lines small" />
          <span className="small">
            by <a href={sitePaths.user(request.user)}>{request.nickname}</a> · {countText(request.upvotes, 'vote')} · <RelativeTimeText date={request.date} />
          </span>
        </span>
        {/* Named with the request: a list of them reads as many a bare "Approve". */}
        <span className="actions">
          <Button variant="primary" disabled={busy} onClick={onApprove} aria-label={`Approve request “${htmlText(request.titleHtml)}”`} data-testid="ga-request-approve">
            Approve
          </Button>
          <Button disabled={busy} onClick={onReject} aria-label={`Reject request “${htmlText(request.titleHtml)}”`} data-testid="ga-request-reject">
            Reject
          </Button>
        </span>
      </Row>
    </li>
  );
}

export function RequestsTab() {
  const query = useQuery(groupRequestsQuery());
  const decide = useDecideGroupRequest((error, { action }) =>
    alertDialog(failureText(action === 'approve' ? GROUP_ADMIN_TEXTS.approveFailed : GROUP_ADMIN_TEXTS.deleteFailed, error)),
  );
  const busy = usePendingRequestDecisions();
  const prompt = usePrompt();

  const approve = (request: GroupRequest) => decide.mutate({ request, action: 'approve' });
  const reject = async (request: GroupRequest) => {
    const item = `request ${request.id}`;
    const answer = await prompt.ask(item, `Reject “${htmlText(request.titleHtml)}”`, REJECT_PROMPT, 'Reject');
    const message = answer?.trim() ?? '';
    // No message, no rejection (spec §5): nothing is sent.
    if (!message) return;
    await prompt.sending(item, message, () => decide.mutateAsync({ request, action: 'reject', message }));
  };

  if (query.data === undefined) {
    return query.isError ? <p role="alert">{GROUP_ADMIN_LOAD_FAILED}</p> : <p className="muted">Loading…</p>;
  }
  return (
    <>
      {query.data.length === 0 ? (
        <p className="muted" data-testid="ga-requests-empty">
          {GROUP_ADMIN_EMPTY.requests}
        </p>
      ) : (
        <PlainList aria-label="Group requests" data-testid="ga-requests">
          {query.data.map((request) => (
            <RequestRow key={request.id} request={request} busy={busy.includes(request.id)} onApprove={() => approve(request)} onReject={() => void reject(request)} />
          ))}
        </PlainList>
      )}
      {prompt.dialog}
    </>
  );
}
