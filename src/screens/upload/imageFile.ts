// Checks a chosen file against the upload limits before anything is sent (spec part 1 §9):
// at most 16777216 bytes, PNG or JPEG by its bytes, at most 4000 pixels on either side.
import { readImageHeader } from '../../lib/imageHeader';
import { uploadResolutionProblem, uploadSizeProblem, uploadTypeProblem } from '../../lib/sketchRules';

/** A JPEG's size may follow up to 64 KB of metadata per segment; this covers real files. */
const HEADER_BYTES = 512 * 1024;

export type ImageCheck = { ok: true; width: number; height: number } | { ok: false; message: string };

function readBytes(blob: Blob): Promise<Uint8Array> {
  if (typeof blob.arrayBuffer === 'function') return blob.arrayBuffer().then((buffer) => new Uint8Array(buffer));
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}

/** The size by decoding, for the rare file whose header is beyond HEADER_BYTES. */
function decodedSize(file: Blob): Promise<{ width: number; height: number } | null> {
  if (typeof URL.createObjectURL !== 'function') return Promise.resolve(null);
  return new Promise((resolve) => {
    const url = URL.createObjectURL(file);
    const image = new Image();
    image.onload = () => {
      URL.revokeObjectURL(url);
      resolve({ width: image.naturalWidth, height: image.naturalHeight });
    };
    image.onerror = () => {
      URL.revokeObjectURL(url);
      resolve(null);
    };
    image.src = url;
  });
}

export async function checkImageFile(file: File): Promise<ImageCheck> {
  const sizeProblem = uploadSizeProblem(file.size);
  if (sizeProblem) return { ok: false, message: sizeProblem };
  let bytes: Uint8Array;
  try {
    bytes = await readBytes(file.slice(0, HEADER_BYTES));
  } catch (error) {
    console.warn('could not read the chosen file', error);
    return { ok: false, message: 'That file could not be read. Please choose it again.' };
  }
  const header = readImageHeader(bytes);
  const type = header?.type ?? (bytes[0] === 0xff && bytes[1] === 0xd8 ? 'jpg' : null);
  if (!type) return { ok: false, message: uploadTypeProblem('other') as string };
  const size = header ?? (await decodedSize(file));
  const resolutionProblem = uploadResolutionProblem(size?.width ?? 0, size?.height ?? 0);
  if (resolutionProblem || !size) return { ok: false, message: resolutionProblem ?? 'That image could not be read.' };
  return { ok: true, width: size.width, height: size.height };
}
