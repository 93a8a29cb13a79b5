// What a signed-in user does to someone else's sketch (spec part 1 §4-§8): give a heart (once,
// for good, after confirming), feature it with a star (consumed; back on a failure), rate it
// (rules or piggy, a toggle; the page reloads on a failure) and report it. A user the artist
// blocked, or one the sketch is hidden from, may only report it: the server refuses them the rest
// (server/routes/sketchActions.ts).
import { Suspense, useState } from 'react';
import { answeredWithRefusal } from '../../api/errors';
import type { Sketch } from '../../api/schemas/sketches';
import { reloadPage } from '../../app/navigation/navigation';
import { Button } from '../../components/Button';
import { SpokenStatus, useSpokenStatus } from '../../components/SpokenStatus';
import { useFeatureSketch, useHeartSketch, useRateSketch } from '../../queries/sketchWrites';
import { alertDialog, confirmDialog } from '../../stores/dialogs';
import { CONFIRM_FEATURE, CONFIRM_HEART, FEATURE_FAILED, HEART_FAILED, HEART_GIVEN, RATING_UNSENT } from './pageRules';
import { lazyChunk } from '../../lib/lazyChunk';
import { withChunkStyles } from '../../lib/chunkStyles';

// The report form loads when it is opened.
const ReportDialog = lazyChunk('screens/sketch/ReportDialog', () => withChunkStyles(import('./ReportDialog')).then((module) => module.ReportDialog));

export function ViewerActions({ sketch, reportOnly = false }: { sketch: Sketch; reportOnly?: boolean }) {
  // The heart stays off while the refusal is said.
  const heart = useHeartSketch(sketch.id, (error) => {
    console.warn('heart failed', error);
    return alertDialog(HEART_FAILED);
  });
  const star = useFeatureSketch(sketch.id);
  const rate = useRateSketch(sketch.id, (error) => {
    console.warn('rating failed', error);
    // Spec §8: the page reloads and shows the truth again. Without an answer (offline) a reload
    // fails too and would take the page away: it stays, says so, and the rating may be tried again.
    if (answeredWithRefusal(error)) return void reloadPage();
    return void alertDialog(RATING_UNSENT);
  });
  // After a refused rating the page reloads; the button stays off until then. One that got no
  // answer may be tried again.
  const ratingLocked = rate.isPending || (rate.isError && answeredWithRefusal(rate.error));
  const [reporting, setReporting] = useState(false);
  // The star is spent as soon as it is given, and given back only when the server refuses it (spec §8).
  const starUsed = star.isPending || star.isSuccess;

  const spoken = useSpokenStatus();

  async function giveHeart() {
    if (!sketch.userCanHeart || heart.isPending) return;
    if (!(await confirmDialog(CONFIRM_HEART, { confirmLabel: 'Give heart', irreversible: true }))) return;
    // The count changes where the reader is not: said.
    heart.mutate(undefined, { onSuccess: () => spoken.say(HEART_GIVEN) });
  }

  async function feature() {
    if (!sketch.userCanFeature || starUsed) return;
    if (!(await confirmDialog(CONFIRM_FEATURE, { confirmLabel: 'Feature' }))) return;
    try {
      await star.mutateAsync();
    } catch (error) {
      console.warn('feature failed', error);
      await alertDialog(FEATURE_FAILED);
    }
  }

  function toggleRating() {
    if (ratingLocked) return;
    rate.mutate(sketch.userRating === 'rules' ? 'piggy' : 'rules');
  }

  const ruled = sketch.userRating === 'rules';
  const report = (
    <>
      <Button data-testid="report" variant="ghost" onClick={() => setReporting(true)}>
        Report
      </Button>
      {reporting && (
        <Suspense fallback={null}>
          <ReportDialog sketch={sketch} onClose={() => setReporting(false)} />
        </Suspense>
      )}
    </>
  );
  if (reportOnly) return report;
  return (
    <>
      {/* Off, it keeps the focus (busy, not disabled): the confirming dialog gives the focus back
          to it as the heart is given, and a disabled button would drop it to the page's top. */}
      <Button
        data-testid="heart"
        variant={sketch.userHeart ? 'secondary' : 'primary'}
        toggled={sketch.userHeart}
        busy={!sketch.userCanHeart || heart.isPending}
        title={sketch.userHeart ? 'You gave this sketch a heart' : sketch.userCanHeart ? 'Give a heart' : 'You have no hearts to give'}
        onClick={() => void giveHeart()}
      >
        <span aria-hidden="true">♥</span> {sketch.userHeart ? 'Hearted' : 'Heart'}
      </Button>
      <SpokenStatus text={spoken.text} testId="heart-spoken" />
      {(sketch.userCanFeature || starUsed) && (
        <Button data-testid="feature" disabled={starUsed} onClick={() => void feature()}>
          <span aria-hidden="true">★</span> {sketch.featured ? 'Featured' : 'Feature'}
        </Button>
      )}
      <Button data-testid="rate" toggled={ruled} disabled={ratingLocked} onClick={toggleRating}>
        {ruled ? 'Rules!' : 'Rules'}
      </Button>
      {report}
    </>
  );
}
