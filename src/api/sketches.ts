// The sketch page's calls (spec part 1 §7, Sketches): the full sketch, its hearts and co-ops,
// and what viewers and the owner do to it.
import { get, post } from './client';
import { requestKey } from './requestKey';
import type {
  FeatureResponse,
  HeartResponse,
  OkResponse,
  RateResponse,
  SetAvatarResponse,
  SetCoverResponse,
  Sketch,
  SketchHasCoOps,
  SketchHearts,
  SketchPrivacyResponse,
  SketchReportRequest,
} from './types';

/** The viewer's own state (heart, rating, fan) is in it: always read fresh. */
export const fetchSketchInfo = (id: number, signal?: AbortSignal) =>
  get<Sketch>(`/api/v2/sketchInfo/${id}`, undefined, { fresh: true, retries: 1, signal });
export const fetchSketchHearts = (id: number, signal?: AbortSignal) => get<SketchHearts>(`/api/v2/sketchHearts/${id}`, undefined, { signal });
export const fetchSketchHasCoOps = (id: number, signal?: AbortSignal) => get<SketchHasCoOps>(`/api/v2/sketchHasCoOps/${id}`, undefined, { signal });

export const setSketchPrivacy = (id: number, privacy: 'public' | 'unlisted') => post<SketchPrivacyResponse>(`/api/v2/sketch/${id}`, { privacy });
export const deleteSketch = (id: number) => post<OkResponse>(`/api/v2/sketch/${id}`, { action: 'delete' });
export const reportSketch = (id: number, report: SketchReportRequest) => post<OkResponse>(`/sketch/${id}/report`, report);

export const heartSketch = (which: number) => post<HeartResponse>('/heart', { action: 'heart', which });
export const featureSketch = (which: number) => post<FeatureResponse>('/heart', { action: 'feature', which });
/** The key names this one toggle, so a retry is not counted twice. */
export const rateSketch = (which: number, rating: 'rules' | 'piggy') =>
  post<RateResponse>('/rate', { key: requestKey(), rating, which }, { retries: 1 });

export const setAvatar = (sketch: number) => post<SetAvatarResponse>('/api/v2/user/setAvatar', { sketch });
export const setCover = (sketch: number) => post<SetCoverResponse>('/api/v2/user/setCover', { sketch });
