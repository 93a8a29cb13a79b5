// What the nomination form checks before sending (spec part 1 §5 "Award nomination: category
// required"): a category, then a nominee of the category's kind, a sketch link or number for a
// sketch category and an artist's nickname or number for an artist category.
import type { AwardKind, AwardNominationBody } from '../../api/schemas/awards';
import { NOMINATION_ARTIST_REQUIRED, NOMINATION_CATEGORY_REQUIRED, NOMINATION_SKETCH_REQUIRED } from '../../lib/awards';
import { parseSketchLink } from '../../lib/links';
import { NOT_A_SKETCH_LINK } from '../../components/SketchLinkField';

export interface NominationChoice {
  id: number;
  kind: AwardKind;
}

/** The sketch a text names: its number, or a pasted sketch link; null otherwise. */
export function sketchOfText(text: string): number | null {
  const trimmed = text.trim();
  if (/^\d{1,12}$/.test(trimmed)) return Number(trimmed) > 0 ? Number(trimmed) : null;
  return parseSketchLink(trimmed);
}

/** The request to send, or the problem to show. */
export function nominationRequest(category: NominationChoice | null, nominee: string, preview: boolean): AwardNominationBody | { problem: string } {
  if (!category) return { problem: NOMINATION_CATEGORY_REQUIRED };
  const text = nominee.trim();
  const vp = preview ? { vp: true } : {};
  if (category.kind === 'sketch') {
    if (text === '') return { problem: NOMINATION_SKETCH_REQUIRED };
    const sketchId = sketchOfText(text);
    return sketchId === null ? { problem: NOT_A_SKETCH_LINK } : { categoryId: category.id, action: 'nominateSketch', sketchId, ...vp };
  }
  if (text === '') return { problem: NOMINATION_ARTIST_REQUIRED };
  const artistId = /^\d{1,12}$/.test(text) ? Number(text) : text;
  return { categoryId: category.id, action: 'nominateArtist', artistId, ...vp };
}
