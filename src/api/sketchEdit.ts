// Editing a sketch's information (spec part 1 §7). The path is also a page, so the reads ask
// for JSON (the client's get sends Accept: application/json).
import { get, post } from './client';
import type { EmptyBody } from './schemas/requestFields';
import { SketchEditInfoSchema, SketchFileSchema, type SketchEditBody } from './schemas/sketchEdit';

export const fetchSketchEdit = (id: number, signal?: AbortSignal) => get(`/sketch/${id}/edit`, SketchEditInfoSchema, undefined, { signal });
export const saveSketchEdit = (id: number, request: SketchEditBody) => post(`/sketch/${id}/edit`, request, SketchEditInfoSchema);
/** A patron's sketch without a file gets one made from its picture (spec part 1 §6). */
export const synthesizeSketchFile = (id: number) => post(`/sketch/${id}/synthesize`, {} satisfies EmptyBody, SketchFileSchema);
