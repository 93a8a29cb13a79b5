// The queue tab: the approved features waiting to be shown, first approved first.
import { useQuery } from '@tanstack/react-query';
import { fixedImage } from '../../lib/images';
import { GROUP_ADMIN_EMPTY, GROUP_ADMIN_LOAD_FAILED } from '../../lib/groupAdminRules';
import { sitePaths } from '../../lib/paths/site';
import { displayTitle } from '../../lib/sketchCard';
import { featureQueueQuery } from '../../queries/groupAdmin';
import { PlainList, Row } from './groupAdminStyles';
import { SketchInGroup } from './SketchInGroup';
import { RelativeTimeText } from '../../components/RelativeTime';

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
              <SketchInGroup sketchTitle={feature.sketch.title} joint="in" group={feature.group} />
              <span className="two-lines">{feature.message}</span>
              <span className="small">
                {feature.user ? `by ${feature.user.nickname} · ` : ''}approved{feature.approvedBy ? ` by ${feature.approvedBy}` : ''} <RelativeTimeText date={feature.approved} />
              </span>
            </span>
            <span />
          </Row>
        </li>
      ))}
    </PlainList>
  );
}
