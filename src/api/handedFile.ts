// Reads the bytes of a file the app handed over by URL (bridge `file` event), so the upload
// form treats it like a picked file. The bridge already refused data:, blob: and javascript:
// addresses and paths that leave the page's origin; the same check runs here, where the fetch is.
// Cookies go only to the site's own origin.
import { resolveFileUrl } from '../../bridge/fileUrl';
import type { HostFile } from '../../bridge/schemas';

/** A file the app hands to the page to upload (by URL or handle, never inline): the bridge's type. */
export type HandedFile = HostFile;

export const HANDED_FILE_UNREADABLE = 'The file from the app could not be opened. Please choose the image below.';

export class HandedFileError extends Error {}

export async function readHandedFile(handed: HandedFile, signal?: AbortSignal): Promise<File> {
  // A handle names a file only the app can read; this page has no call to resolve it.
  if (handed.source.kind !== 'url') throw new HandedFileError(HANDED_FILE_UNREADABLE);
  const url = resolveFileUrl(handed.source.url, window.location.origin);
  if (!url) throw new HandedFileError(HANDED_FILE_UNREADABLE);
  let bytes: ArrayBuffer;
  let type: string;
  try {
    const response = await fetch(url, { credentials: 'same-origin', signal });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    bytes = await response.arrayBuffer();
    type = response.headers.get('content-type') ?? '';
  } catch (error) {
    if (signal?.aborted) throw error;
    console.warn('[upload] the handed file could not be fetched', error);
    throw new HandedFileError(HANDED_FILE_UNREADABLE);
  }
  return new File([bytes], handed.name, { type: handed.mimeType || type });
}
