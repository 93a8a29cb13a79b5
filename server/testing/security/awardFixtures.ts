// The award objects the role matrix and the bad-input suite act on: a category of the open year
// for artists, one of its candidates, and a sketch category of a closed year.
import type { TestHarness } from '../useTestApp';

export interface AwardFixtures {
  awards: { artistCategory: number; artistCandidate: number; sketchCategory: number; closedCategory: number };
}

export function awardFixtures(t: TestHarness): AwardFixtures {
  const openCategory = (kind: 'artist' | 'sketch') =>
    t.one<{ id: number }>(
      'SELECT c.id FROM award_categories c JOIN award_years y ON y.year = c.year WHERE y.voting_open = 1 AND c.kind = ? ORDER BY c.position LIMIT 1',
      kind,
    ).id;
  const artistCategory = openCategory('artist');
  return {
    awards: {
      artistCategory,
      artistCandidate: t.one<{ id: number }>('SELECT object_id AS id FROM award_candidates WHERE category_id = ? ORDER BY position LIMIT 1', artistCategory).id,
      sketchCategory: openCategory('sketch'),
      closedCategory: t.one<{ id: number }>('SELECT c.id FROM award_categories c JOIN award_years y ON y.year = c.year WHERE y.voting_open = 0 ORDER BY c.id LIMIT 1').id,
    },
  };
}
