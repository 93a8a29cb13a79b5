// What the upload form needs to know of the signed-in artist (limits, options, where to send).
import { queryOptions } from '@tanstack/react-query';
import type { UploadInfo } from '../api/schemas/upload';
import { fetchUploadInfo } from '../api/upload';

export const uploadInfoQuery = () =>
  queryOptions({ queryKey: ['upload', 'info'], queryFn: (): Promise<UploadInfo> => fetchUploadInfo() });
