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
  type ProfilePictureBody,
  type SketchDeleteBody,
  type SketchHeartBody,
  type SketchPrivacyBody,
  type SketchRateBody,
  type SketchReportBody,
} from './schemas/sketches';
import { SetAvatarResponseSchema, SetCoverResponseSchema } from './schemas/users';

/** The viewer's own state (heart, rating, fan) is in it: writes patch the cached copy (src/queries/sketches.ts). */
export const fetchSketchInfo = (id: number, signal?: AbortSignal) =>
  get(`/api/v2/sketchInfo/${id}`, SketchSchema, undefined, { retries: 1, signal });
export const fetchSketchHearts = (id: number, signal?: AbortSignal) => get(`/api/v2/sketchHearts/${id}`, SketchHeartsSchema, undefined, { signal });
export const fetchSketchHasCoOps = (id: number, signal?: AbortSignal) =>
  get(`/api/v2/sketchHasCoOps/${id}`, SketchHasCoOpsSchema, undefined, { signal });

export const setSketchPrivacy = (id: number, privacy: 'public' | 'unlisted') =>
  post(`/api/v2/sketch/${id}`, { privacy } satisfies SketchPrivacyBody, SketchPrivacyResponseSchema);
export const deleteSketch = (id: number) => post(`/api/v2/sketch/${id}`, { action: 'delete' } satisfies SketchDeleteBody);
export const reportSketch = (id: number, report: SketchReportBody) => post(`/sketch/${id}/report`, report);

export const heartSketch = (which: number) => post('/heart', { action: 'heart', which } satisfies SketchHeartBody, HeartResponseSchema);
export const featureSketch = (which: number) => post('/heart', { action: 'feature', which } satisfies SketchHeartBody, FeatureResponseSchema);
/** The key names this one toggle, so a retry is not counted twice. */
export const rateSketch = (which: number, rating: 'rules' | 'piggy') =>
  post('/rate', { key: requestKey(), rating, which } satisfies SketchRateBody, RateResponseSchema, { retries: 1 });

export const setAvatar = (sketch: number) => post('/api/v2/user/setAvatar', { sketch } satisfies ProfilePictureBody, SetAvatarResponseSchema);
export const setCover = (sketch: number) => post('/api/v2/user/setCover', { sketch } satisfies ProfilePictureBody, SetCoverResponseSchema);
