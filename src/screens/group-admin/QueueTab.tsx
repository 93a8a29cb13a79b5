// The queue tab: the approved features waiting to be shown, first approved first.
import { useQuery } from '@tanstack/react-query';
import { fixedImage } from '../../lib/images';
import { GROUP_ADMIN_EMPTY, GROUP_ADMIN_LOAD_FAILED } from '../../lib/groupAdminRules';
import { groupPaths } from '../../lib/paths/groups';
import { sitePaths } from '../../lib/paths/site';
import { displayTitle } from '../../lib/sketchCard';
import { featureQueueQuery } from '../../queries/groupAdmin';
import { PlainList, Row } from './groupAdminStyles';
import { When } from './When';

const THUMB = 64;

export function QueueTab() {
  const query = useQuery(featureQueueQuery());
  if (query.data === undefined) {
    return query.isError ? <p role="alert">{GROUP_ADMIN_LOAD_FAILED}</p> : <p className="muted">Loading…</p>;
  }
  if (query.data.length === 0) {
    return (
      <p className="muted" data-testid="ga-queue-empty">
        {GROUP_ADMIN_EMPTY.queue}
      </p>
    );
  }
  return (
    <PlainList aria-label="Queued features" data-testid="ga-queue">
      {query.data.map((feature) => (
        <li key={feature.id} data-testid="ga-queued">
          <Row>
            <a href={sitePaths.sketch(feature.sketch.id)} aria-label={`Sketch ${displayTitle(feature.sketch.title)}`}>
              <img {...fixedImage(feature.sketch.thumbnail, THUMB)} alt="" width={THUMB} height={THUMB} loading="lazy" />
            </a>
            <span className="lines">
              <span className="sketch-in-group">
                <span className="sketch">{displayTitle(feature.sketch.title)}</span>
                <span className="joint">{' in '}</span>
                <a className="group" href={groupPaths.group(feature.group.id)}>
                  {feature.group.title}
                </a>
              </span>
              <span className="two-lines">{feature.message}</span>
              <span className="small">
                {feature.user ? `by ${feature.user.nickname} · ` : ''}approved{feature.approvedBy ? ` by ${feature.approvedBy}` : ''} <When date={feature.approved} />
              </span>
            </span>
            <span />
          </Row>
        </li>
      ))}
    </PlainList>
  );
}
