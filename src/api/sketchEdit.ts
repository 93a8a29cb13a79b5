// Editing a sketch's information (spec part 1 §7). The path is also a page, so the reads ask
// for JSON (the client's get sends Accept: application/json).
import { get, post } from './client';
import { SketchEditInfoSchema, type SketchEditBody } from './schemas/sketchEdit';

export const fetchSketchEdit = (id: number, signal?: AbortSignal) => get(`/sketch/${id}/edit`, SketchEditInfoSchema, undefined, { signal });
export const saveSketchEdit = (id: number, request: SketchEditBody) => post(`/sketch/${id}/edit`, request, SketchEditInfoSchema);
