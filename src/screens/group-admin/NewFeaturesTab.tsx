// The new tab: feature requests of groups, oldest first. Approve asks for a message for the
// artist (spec §5: needed; an empty one sends nothing) and queues the feature; Reject declines
// it. A decided request leaves the list (§4).
import { useState } from 'react';
import { decideFeature } from '../../api/groupAdmin';
import { useInfiniteQuery } from '../../api/query';
import type { GroupFeature } from '../../api/schemas/groupAdmin';
import { Button } from '../../components/Button';
import { useMediaQuery } from '../../components/useMediaQuery';
import { devicePixelRatio, sizedImageUrl } from '../../lib/images';
import { FEATURE_APPROVE_PROMPT, GROUP_ADMIN_EMPTY, GROUP_ADMIN_TEXTS } from '../../lib/groupAdminRules';
import { groupPaths } from '../../lib/paths/groups';
import { sitePaths } from '../../lib/paths/site';
import { dropFromList, groupAdminKeys, invalidateGroupAdmin, newFeaturesDef } from '../../queries/groupAdmin';
import { alertDialog } from '../../stores/dialogs';
import { NARROW_MAX, Row } from './groupAdminStyles';
import { usePrompt } from './PromptDialog';
import { When } from './When';
import { WindowedRows } from './WindowedRows';

const THUMB = 56;

function FeatureRow({ feature, busy, onApprove, onReject }: { feature: GroupFeature; busy: boolean; onApprove: () => void; onReject: () => void }) {
  return (
    <Row data-testid="ga-feature" data-id={feature.id} data-stack="true">
      <a href={sitePaths.sketch(feature.sketch.id)} aria-label={`Sketch ${feature.sketch.title || 'Untitled'}`}>
        <img src={sizedImageUrl(feature.sketch.thumbnail, THUMB, devicePixelRatio())} alt="" width={THUMB} height={THUMB} loading="lazy" />
      </a>
      <span className="lines">
        <span className="title">
          {feature.sketch.title || 'Untitled'} for <a href={groupPaths.group(feature.group.id)}>{feature.group.title}</a>
        </span>
        <span className="small">
          {feature.user ? `${feature.user.nickname} · ` : ''}
          <When date={feature.date} />
        </span>
      </span>
      <span className="actions">
        <Button variant="primary" disabled={busy} onClick={onApprove} data-testid="ga-feature-approve">
          Approve
        </Button>
        <Button disabled={busy} onClick={onReject} data-testid="ga-feature-reject">
          Reject
        </Button>
      </span>
    </Row>
  );
}

export function NewFeaturesTab({ restored }: { restored: boolean }) {
  const list = useInfiniteQuery(newFeaturesDef(), { keepOnMount: restored });
  const [busy, setBusy] = useState<number | null>(null);
  const prompt = usePrompt();
  // On a narrow screen the buttons go under the text, so the rows are taller.
  const narrow = useMediaQuery(`(max-width: ${NARROW_MAX}px)`);

  const decide = async (feature: GroupFeature, action: 'approve' | 'reject', message: string) => {
    setBusy(feature.id);
    try {
      await decideFeature({ action, id: feature.id, group: feature.group.id, message });
      dropFromList(groupAdminKeys.features, feature.id);
      void invalidateGroupAdmin();
    } catch {
      await alertDialog(GROUP_ADMIN_TEXTS.generic);
    } finally {
      setBusy(null);
    }
  };
  const approve = async (feature: GroupFeature) => {
    const message = (await prompt.ask(`Feature “${feature.sketch.title || 'Untitled'}”`, FEATURE_APPROVE_PROMPT, 'Approve'))?.trim() ?? '';
    // Approving needs a message (spec §5): without one nothing is sent.
    if (message) await decide(feature, 'approve', message);
  };

  return (
    <>
      <WindowedRows
        items={list.items}
        rowHeight={narrow ? 128 : 76}
        hasMore={list.hasMore}
        loading={list.loading}
        error={list.error}
        onLoadMore={list.loadMore}
        onRetry={list.retry}
        label="New feature requests"
        empty={GROUP_ADMIN_EMPTY.new}
        testId="ga-features"
        renderRow={(feature) => (
          <FeatureRow feature={feature} busy={busy === feature.id} onApprove={() => void approve(feature)} onReject={() => void decide(feature, 'reject', '')} />
        )}
      />
      {prompt.dialog}
    </>
  );
}
