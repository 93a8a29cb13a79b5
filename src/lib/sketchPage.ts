// A page of sketch cards from the server, checked before it is shown (any feed or gallery).
import type { SketchCard } from '../api/schemas/sketches';
import { isSketchCard } from './sketchCard';

/** A page of sketches failed to load (lists offer Retry). */
export const LOAD_FAILED_TEXT = 'Sorry, the sketches could not be loaded.';

export interface CleanPage {
  sketches: SketchCard[];
  next: string | number | null;
}

/**
 * A page from the server, checked: items that are not sketch cards are dropped (and logged),
 * a missing or odd `next` ends the list.
 */
export function cleanSketchPage(body: unknown, source = 'gallery'): CleanPage {
  const raw = body && typeof body === 'object' ? (body as { sketches?: unknown; next?: unknown }) : {};
  const list = Array.isArray(raw.sketches) ? raw.sketches : [];
  const sketches = list.filter(isSketchCard);
  if (sketches.length !== list.length || !Array.isArray(raw.sketches)) {
    console.warn(`${source}: dropped ${list.length - sketches.length} malformed sketch(es)${Array.isArray(raw.sketches) ? '' : ' (no list)'}`);
  }
  const next = raw.next;
  const validNext = (typeof next === 'number' && Number.isFinite(next)) || (typeof next === 'string' && next !== '') ? next : null;
  return { sketches, next: validNext };
}
