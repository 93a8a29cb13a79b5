// What a signed-in user does to someone else's sketch (spec part 1 §4-§8): give a heart (once,
// for good, after confirming), feature it with a star (consumed; back on a failure), rate it
// (rules or piggy, a toggle; the page reloads on a failure) and report it.
import { lazy, Suspense, useState } from 'react';
import { featureSketch, heartSketch, rateSketch } from '../../api/sketches';
import type { Sketch } from '../../api/schemas/sketches';
import { reloadPage } from '../../app/navigation';
import { Button } from '../../components/Button';
import { alertDialog, confirmDialog } from '../../stores/dialogs';
// The report form loads when it is opened.
const ReportDialog = lazy(() => withChunkStyles(import('./ReportDialog')).then((module) => ({ default: module.ReportDialog })));
import { CONFIRM_FEATURE, CONFIRM_HEART, FEATURE_FAILED, HEART_FAILED } from './pageRules';
import { withChunkStyles } from '../../lib/chunkStyles';

export function ViewerActions({ sketch, update }: { sketch: Sketch; update: (patch: Partial<Sketch>) => void }) {
  const [hearting, setHearting] = useState(false);
  const [starUsed, setStarUsed] = useState(false);
  const [rating, setRating] = useState(false);
  const [reporting, setReporting] = useState(false);

  async function giveHeart() {
    if (!sketch.userCanHeart || hearting) return;
    if (!(await confirmDialog(CONFIRM_HEART, { confirmLabel: 'Give heart' }))) return;
    setHearting(true);
    try {
      const result = await heartSketch(sketch.id);
      update({ userHeart: true, userCanHeart: false, heartsReceived: result.heartsReceived });
    } catch (error) {
      console.warn('heart failed', error);
      await alertDialog(HEART_FAILED);
    } finally {
      setHearting(false);
    }
  }

  async function feature() {
    if (!sketch.userCanFeature || starUsed) return;
    if (!(await confirmDialog(CONFIRM_FEATURE, { confirmLabel: 'Feature' }))) return;
    setStarUsed(true); // the star is spent as soon as it is given
    try {
      const result = await featureSketch(sketch.id);
      update({
        featured: true,
        userCanFeature: false,
        featuredByName: result.featuredByName,
        featuredByLink: result.featuredByLink,
        featuredDate: result.featuredDate,
      });
    } catch (error) {
      console.warn('feature failed', error);
      setStarUsed(false); // spec §8: the star is re-enabled
      await alertDialog(FEATURE_FAILED);
    }
  }

  async function toggleRating() {
    if (rating) return;
    const next = sketch.userRating === 'rules' ? 'piggy' : 'rules';
    update({ userRating: next === 'rules' ? 'rules' : null, rateRules: Math.max(0, sketch.rateRules + (next === 'rules' ? 1 : -1)) });
    setRating(true);
    try {
      const result = await rateSketch(sketch.id, next);
      update({ userRating: result.userRating, rateRules: result.rateRules });
      setRating(false);
    } catch (error) {
      console.warn('rating failed', error);
      void reloadPage(); // spec §8: the page shows the truth again
    }
  }

  const ruled = sketch.userRating === 'rules';
  return (
    <>
      <Button
        data-testid="heart"
        variant={sketch.userHeart ? 'secondary' : 'primary'}
        toggled={sketch.userHeart}
        disabled={!sketch.userCanHeart || hearting}
        title={sketch.userHeart ? 'You gave this sketch a heart' : sketch.userCanHeart ? 'Give a heart' : 'You have no hearts to give'}
        onClick={() => void giveHeart()}
      >
        ♥ {sketch.userHeart ? 'Hearted' : 'Heart'}
      </Button>
      {(sketch.userCanFeature || starUsed) && (
        <Button data-testid="feature" disabled={starUsed} onClick={() => void feature()}>
          ★ {sketch.featured ? 'Featured' : 'Feature'}
        </Button>
      )}
      <Button data-testid="rate" toggled={ruled} disabled={rating} onClick={() => void toggleRating()}>
        {ruled ? 'Rules!' : 'Rules'}
      </Button>
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
}
