// Editing a sketch's information (spec part 1 §7). The path is also a page, so the reads ask
// for JSON (the client's get sends Accept: application/json).
import { get, post } from './client';
import { SketchEditInfoSchema } from './schemas/sketchEdit';

export interface SketchEditRequest {
  title: string;
  description: string;
  privacy: 'public' | 'unlisted';
  video: string;
  tags: string[];
  watermark: boolean;
  angle: number;
  /** A sketch id, a pasted sketch link, or '' for none. */
  parentSketchId: string;
  format: 'jpg' | 'png';
}

export const fetchSketchEdit = (id: number, signal?: AbortSignal) => get(`/sketch/${id}/edit`, SketchEditInfoSchema, undefined, { signal });
export const saveSketchEdit = (id: number, request: SketchEditRequest) => post(`/sketch/${id}/edit`, request, SketchEditInfoSchema);
