// The new tab: feature requests of groups, oldest first. Approve asks for a message for the
// artist (spec §5: needed; an empty one sends nothing) and queues the feature; Reject declines
// it. A decided request leaves the list (§4).
import type { GroupFeature } from '../../api/schemas/groupAdmin';
import { Button } from '../../components/Button';
import { useMediaQuery } from '../../components/useMediaQuery';
import { fixedImage } from '../../lib/images';
import { FEATURE_APPROVE_PROMPT, GROUP_ADMIN_EMPTY, GROUP_ADMIN_TEXTS } from '../../lib/groupAdminRules';
import { sitePaths } from '../../lib/paths/site';
import { displayTitle } from '../../lib/sketchCard';
import { useEndlessList } from '../../queries/endlessList';
import { newFeaturesDef, useDecideFeature, usePendingFeatureDecisions } from '../../queries/groupAdmin';
import { alertDialog } from '../../stores/dialogs';
import { failureText } from './failureText';
import { NARROW_MAX, Row } from './groupAdminStyles';
import { usePrompt } from './PromptDialog';
import { SketchInGroup } from './SketchInGroup';
import { RelativeTimeText } from '../../components/RelativeTime';
import { WindowedRows } from './WindowedRows';

const THUMB = 56;

function FeatureRow({ feature, busy, onApprove, onReject }: { feature: GroupFeature; busy: boolean; onApprove: () => void; onReject: () => void }) {
  return (
    <Row data-testid="ga-feature" data-id={feature.id} data-stack="true">
      <a href={sitePaths.sketch(feature.sketch.id)} aria-label={`Sketch ${displayTitle(feature.sketch.title)}`}>
        <img {...fixedImage(feature.sketch.thumbnail, THUMB)} alt="" width={THUMB} height={THUMB} loading="lazy" />
      </a>
      <span className="lines">
        <SketchInGroup sketchTitle={feature.sketch.title} joint="for" group={feature.group} />
        <span className="small">
          {feature.user ? `${feature.user.nickname} · ` : ''}
          <RelativeTimeText date={feature.date} />
        </span>
      </span>
      {/* Named with the sketch: a list of them reads as many a bare "Approve". */}
      <span className="actions">
        <Button variant="primary" disabled={busy} onClick={onApprove} aria-label={`Approve feature of “${displayTitle(feature.sketch.title)}”`} data-testid="ga-feature-approve">
          Approve
        </Button>
        <Button disabled={busy} onClick={onReject} aria-label={`Reject feature of “${displayTitle(feature.sketch.title)}”`} data-testid="ga-feature-reject">
          Reject
        </Button>
      </span>
    </Row>
  );
}

export function NewFeaturesTab() {
  // Every loaded page stays: a decision on page 2 reads the pages again and keeps the admin there.
  const list = useEndlessList(newFeaturesDef());
  const decide = useDecideFeature((error) => alertDialog(failureText(GROUP_ADMIN_TEXTS.generic, error)));
  const busy = usePendingFeatureDecisions();
  const prompt = usePrompt();
  // On a narrow screen the buttons go under the text, so the rows are taller.
  const narrow = useMediaQuery(`(max-width: ${NARROW_MAX}px)`);

  const approve = async (feature: GroupFeature) => {
    const item = `feature ${feature.id}`;
    const message = (await prompt.ask(item, `Feature “${displayTitle(feature.sketch.title)}”`, FEATURE_APPROVE_PROMPT, 'Approve'))?.trim() ?? '';
    // Approving needs a message (spec §5): without one nothing is sent.
    if (message) await prompt.sending(item, message, () => decide.mutateAsync({ feature, action: 'approve', message }));
  };

  return (
    <>
      <WindowedRows
        items={list.items}
        rowHeight={narrow ? 128 : 76}
        list={list}
        label="New feature requests"
        empty={GROUP_ADMIN_EMPTY.new}
        testId="ga-features"
        renderRow={(feature) => (
          <FeatureRow
            feature={feature}
            busy={busy.includes(feature.id)}
            onApprove={() => void approve(feature)}
            onReject={() => decide.mutate({ feature, action: 'reject', message: '' })}
          />
        )}
      />
      {prompt.dialog}
    </>
  );
}
