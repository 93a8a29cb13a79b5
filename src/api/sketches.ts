// The sketch page's calls (spec part 1 §7, Sketches): the full sketch, its hearts and co-ops,
// and what viewers and the owner do to it.
import { get, post } from './client';
import { requestKey } from './requestKey';
import {
  FeatureResponseSchema,
  HeartResponseSchema,
  RateResponseSchema,
  SketchHasCoOpsSchema,
  SketchHeartsSchema,
  SketchPrivacyResponseSchema,
  SketchSchema,
  type SketchReportRequest,
} from './schemas/sketches';
import { SetAvatarResponseSchema, SetCoverResponseSchema } from './schemas/users';

/** The viewer's own state (heart, rating, fan) is in it: writes patch the cached copy (src/queries/sketches.ts). */
export const fetchSketchInfo = (id: number, signal?: AbortSignal) =>
  get(`/api/v2/sketchInfo/${id}`, SketchSchema, undefined, { retries: 1, signal });
export const fetchSketchHearts = (id: number, signal?: AbortSignal) => get(`/api/v2/sketchHearts/${id}`, SketchHeartsSchema, undefined, { signal });
export const fetchSketchHasCoOps = (id: number, signal?: AbortSignal) =>
  get(`/api/v2/sketchHasCoOps/${id}`, SketchHasCoOpsSchema, undefined, { signal });

export const setSketchPrivacy = (id: number, privacy: 'public' | 'unlisted') =>
  post(`/api/v2/sketch/${id}`, { privacy }, SketchPrivacyResponseSchema);
export const deleteSketch = (id: number) => post(`/api/v2/sketch/${id}`, { action: 'delete' });
export const reportSketch = (id: number, report: SketchReportRequest) => post(`/sketch/${id}/report`, report);

export const heartSketch = (which: number) => post('/heart', { action: 'heart', which }, HeartResponseSchema);
export const featureSketch = (which: number) => post('/heart', { action: 'feature', which }, FeatureResponseSchema);
/** The key names this one toggle, so a retry is not counted twice. */
export const rateSketch = (which: number, rating: 'rules' | 'piggy') =>
  post('/rate', { key: requestKey(), rating, which }, RateResponseSchema, { retries: 1 });

export const setAvatar = (sketch: number) => post('/api/v2/user/setAvatar', { sketch }, SetAvatarResponseSchema);
export const setCover = (sketch: number) => post('/api/v2/user/setCover', { sketch }, SetCoverResponseSchema);
