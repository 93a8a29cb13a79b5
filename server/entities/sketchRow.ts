// A row of the sketches table as SQLite returns it (SELECT *), the one description of its
// columns: other modules read a few of them as Pick<SketchRow, ...>. Columns come from
// migrations 1, 2 and 4 (server/db/migrations/); add a new column here with its migration.
import type { Sketch } from '../../src/api/schemas/sketches';
import type { SketchFormat } from '../../src/lib/sketchRules';

export interface SketchRow {
  id: number;
  user_id: number;
  title: string | null;
  description: string;
  width: number;
  height: number;
  device: string | null;
  created: string;
  /** 0 or 1, as every flag column. */
  unlisted: number;
  mature: number;
  featured: number;
  featured_by: number | null;
  featured_date: string | null;
  /** Kept equal to the rows of hearts. */
  hearts: number;
  /** Kept equal to the 'rules' rows of ratings. */
  rules: number;
  views: number;
  video: string | null;
  /** -1 entered, 1.. the place. */
  compo_place: number | null;
  parent_id: number | null;
  violation: Sketch['violation'];
  /** The turn in degrees, read through normalAngle (images/sketchSource.ts). */
  orientation: number;
  have_file: number;
  private_file: number;
  /** The stored upload's file name under uploads/, null for a procedural sketch. */
  upload_file: string | null;
  watermark: number;
  format: SketchFormat;
}
