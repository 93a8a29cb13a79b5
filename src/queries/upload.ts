// What the upload form needs to know of the signed-in artist (limits, options, where to send).
import type { QueryDef } from '../api/query';
import type { UploadInfo } from '../api/types';
import { fetchUploadInfo } from '../api/upload';

export const uploadInfoQuery = (): QueryDef<UploadInfo> => ({
  key: ['upload', 'info'],
  fetch: () => fetchUploadInfo(),
});
