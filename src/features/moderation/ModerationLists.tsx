// The moderator section's lists (spec part 1 §6): reported comments (delete), reported sketches,
// bans, and the server's cost and resource usage. Each list shows one page of 25 at a time
// (Previous / Next), so a long list never grows the page.
import { styled } from '@linaria/react';
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { Fragment, useState, type ReactNode } from 'react';
import { Button } from '../../components/Button';
import { RelativeTime } from '../../components/RelativeTime';
import { sizedImageUrl } from '../../lib/images';
import { banDurationLabel, confirmDeleteCommentText, MODERATION_TEXTS } from '../../lib/moderation';
import { COMMENT_DELETED } from '../../lib/commentTexts';
import { countText, formatNumber } from '../../lib/numbers';
import { sitePaths } from '../../lib/paths/site';
import { displayTitle } from '../../lib/sketchCard';
import { bansQuery, reportedCommentsQuery, reportedSketchesQuery, usageQuery, useDeleteReportedComment } from '../../queries/moderation';
import { alertDialog, confirmDialog } from '../../stores/dialogs';

const Rows = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 8px;
  li {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto;
    gap: 4px 10px;
    align-items: start;
    padding: 10px 12px;
    border-radius: 8px;
    background: var(--bg);
  }
  li img {
    border-radius: 6px;
    object-fit: cover;
  }
  .who {
    font-weight: 700;
  }
  /* A link alone on its line is a touch target of its own: at least 24 px high (WCAG 2.2). */
  a.who {
    display: inline-block;
    min-height: 24px;
    line-height: 1.5rem;
  }
  .meta {
    color: var(--text-muted);
    font-size: 0.8125rem;
  }
  .text {
    grid-column: 1 / -1;
    margin: 0;
    overflow-wrap: anywhere;
    white-space: pre-wrap;
  }
  a {
    color: var(--accent);
  }
`;

const Pager = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: 8px;
  margin-top: 12px;
`;

const Table = styled.dl`
  display: grid;
  grid-template-columns: auto auto;
  gap: 6px 16px;
  margin: 0;
  dt {
    color: var(--text-muted);
  }
  dd {
    margin: 0;
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
`;

interface PagedProps<T, K extends QueryKey> {
  query: (page: number) => UseQueryOptions<T, Error, T, K>;
  items: (data: T) => readonly unknown[];
  more: (data: T) => boolean;
  empty: string;
  testId: string;
  render: (data: T) => ReactNode;
}

/** One page of a moderator list, with Previous and Next. */
function Paged<T, K extends QueryKey>({ query, items, more, empty, testId, render }: PagedProps<T, K>) {
  const [page, setPage] = useState(1);
  const result = useQuery(query(page));
  const data = result.data;
  return (
    <div data-testid={testId} data-page={page}>
      {data === undefined ? (
        result.isError ? (
          <p role="alert">{MODERATION_TEXTS.error}</p>
        ) : (
          <p aria-busy="true">Loading…</p>
        )
      ) : items(data).length === 0 ? (
        <p>{empty}</p>
      ) : (
        render(data)
      )}
      <Pager>
        <Button onClick={() => setPage(page - 1)} disabled={page === 1} data-testid={`${testId}-prev`}>
          Previous
        </Button>
        <span aria-live="polite">Page {page}</span>
        <Button onClick={() => setPage(page + 1)} disabled={!data || !more(data)} data-testid={`${testId}-next`}>
          Next
        </Button>
      </Pager>
    </div>
  );
}

/** Deletes a reported comment after the confirmation; the list shows it gone. */
function useCommentDeletion() {
  const deletion = useDeleteReportedComment();
  return async (id: number) => {
    if (!(await confirmDialog(confirmDeleteCommentText))) return;
    try {
      await deletion.mutateAsync(id);
    } catch {
      return void (await alertDialog(MODERATION_TEXTS.error));
    }
    await alertDialog(COMMENT_DELETED);
  };
}

const targetHref = (type: 'sketch' | 'profile' | 'compo', id: number) => (type === 'sketch' ? sitePaths.sketch(id) : type === 'profile' ? sitePaths.user(id) : null);

export function ReportedComments() {
  const deleteComment = useCommentDeletion();
  return (
    <Paged
      query={reportedCommentsQuery}
      items={(data) => data.comments}
      more={(data) => data.more}
      empty="No reported comments."
      testId="reported-comments"
      render={(data) => (
        <Rows>
          {data.comments.map((report) => {
            const { comment } = report;
            const href = targetHref(comment.type, comment.which);
            return (
              <li key={report.id} data-testid="reported-comment" data-comment-id={report.id}>
                <div>
                  <a className="who" href={sitePaths.user(report.userId)}>
                    {comment.userNickname}
                  </a>{' '}
                  <span className="meta">
                    {countText(report.reports, 'report')}, last <RelativeTime date={report.lastReport} />
                    {href && (
                      <>
                        {' · '}
                        <a href={href}>on this {comment.type}</a>
                      </>
                    )}
                  </span>
                  {report.by.length > 0 && (
                    <div className="meta" data-testid="reported-comment-by">
                      Reported by{' '}
                      {report.by.map((user, i) => (
                        <Fragment key={user.id}>
                          {i > 0 && ', '}
                          <a href={sitePaths.user(user.id)}>{user.nickname}</a>
                        </Fragment>
                      ))}
                    </div>
                  )}
                </div>
                <Button variant="danger" onClick={() => void deleteComment(report.id)} aria-label={`Delete the comment of ${comment.userNickname}`} data-testid="reported-comment-delete">
                  Delete
                </Button>
                <p className="text">{report.text}</p>
              </li>
            );
          })}
        </Rows>
      )}
    />
  );
}

const reasonsOf = (report: { copyright: boolean; inappropriate: boolean; notsketch: boolean; challengedq: boolean; compodq: boolean }) =>
  [
    report.copyright && 'copyright',
    report.inappropriate && 'inappropriate',
    report.notsketch && 'not a sketch',
    report.challengedq && 'challenge rules',
    report.compodq && 'compo rules',
  ].filter(Boolean);

export function ReportedSketches() {
  return (
    <Paged
      query={reportedSketchesQuery}
      items={(data) => data.reports}
      more={(data) => data.more}
      empty="No reported sketches."
      testId="reported-sketches"
      render={(data) => (
        <Rows>
          {data.reports.map((report) => (
            <li key={report.id} data-testid="reported-sketch">
              <div>
                <a className="who" href={sitePaths.sketch(report.sketchId)}>
                  {displayTitle(report.sketchTitle)}
                </a>
                <div className="meta">
                  by {report.reporterNickname}, <RelativeTime date={report.date} />
                  {reasonsOf(report).length > 0 && ` · ${reasonsOf(report).join(', ')}`}
                </div>
              </div>
              <img src={sizedImageUrl(report.sketchImage, 50)} width={50} height={50} alt={displayTitle(report.sketchTitle)} loading="lazy" />
              {report.details && <p className="text">{report.details}</p>}
            </li>
          ))}
        </Rows>
      )}
    />
  );
}

export function BansList() {
  return (
    <Paged
      query={bansQuery}
      items={(data) => data.bans}
      more={(data) => data.more}
      empty="No bans."
      testId="bans-list"
      render={(data) => (
        <Rows>
          {data.bans.map((ban) => (
            <li key={ban.id} data-testid="ban-row" data-user-id={ban.userId} data-duration={ban.duration}>
              <div>
                <a className="who" href={sitePaths.user(ban.userId)}>
                  {ban.userNickname}
                </a>{' '}
                <span className="meta">
                  {banDurationLabel(ban.duration)}, <RelativeTime date={ban.dateStart} />
                  {ban.dateEnd && ` until ${new Date(ban.dateEnd).toLocaleDateString('en-US', { dateStyle: 'medium' })}`}
                  {` · offense ${ban.offenses}`}
                  {ban.duration === 0 && (ban.accepted ? ' · accepted' : ' · not accepted yet')}
                  {ban.byNickname && ` · by ${ban.byNickname}`}
                </span>
              </div>
              <span />
              {ban.reason && <p className="text">{ban.reason}</p>}
              {ban.notes && <p className="text meta">{ban.notes}</p>}
            </li>
          ))}
        </Rows>
      )}
    />
  );
}

const bytes = (n: number) => (n >= 1_048_576 ? `${formatNumber(Math.round(n / 104_857.6) / 10)} MB` : `${formatNumber(Math.round(n / 1024))} kB`);

export function UsageReportView() {
  const result = useQuery(usageQuery());
  const usage = result.data;
  if (!usage) return result.isError ? <p role="alert">{MODERATION_TEXTS.error}</p> : <p aria-busy="true">Loading…</p>;
  const hours = Math.floor(usage.uptimeSeconds / 3600);
  const minutes = Math.floor((usage.uptimeSeconds % 3600) / 60);
  return (
    <Table data-testid="usage-report" aria-label="Cost and resource usage">
      <dt>Uptime</dt>
      <dd>
        {hours} h {minutes} min
      </dd>
      <dt>Database</dt>
      <dd data-testid="usage-database">{bytes(usage.databaseBytes)}</dd>
      <dt>Image cache</dt>
      <dd>{bytes(usage.imageCacheBytes)}</dd>
      <dt>Memory</dt>
      <dd>{bytes(usage.memoryBytes)}</dd>
      <dt>Heap in use</dt>
      <dd>{bytes(usage.heapUsedBytes)}</dd>
      <dt>CPU time</dt>
      <dd>{formatNumber(usage.cpuSeconds)} s</dd>
      {usage.counts.map((row) => (
        <FragmentRow key={row.name} name={row.name} count={row.count} />
      ))}
    </Table>
  );
}

function FragmentRow({ name, count }: { name: string; count: number }) {
  return (
    <>
      <dt>{name.replace('_', ' ')}</dt>
      <dd>{formatNumber(count)}</dd>
    </>
  );
}
