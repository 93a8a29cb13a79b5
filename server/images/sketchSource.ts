// Where a sketch's picture comes from: the image file its artist uploaded (kept in the data dir's
// uploads/ folder), or the procedural art of the seed. Either is drawn turned by the sketch's
// angle (0, 90, 180 or 270 degrees clockwise); width and height in the store are the turned size.
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { loadImage, type Image } from '@napi-rs/canvas';
import type { SketchRow } from '../data/sketches';
import type { Ctx } from './paint';
import { paintSketch } from './sketchArt';

export const UPLOADS_DIR = 'uploads';

export type SketchPainter = (ctx: Ctx, w: number, h: number) => void;

export type SketchSourceRow = Pick<SketchRow, 'id' | 'orientation' | 'upload_file'>;

export type UploadType = 'png' | 'jpg';

/** The image type by its first bytes (not by its name or the browser's word for it). */
export function detectImageType(bytes: Uint8Array): UploadType | null {
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= 8 && png.every((b, i) => bytes[i] === b)) return 'png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpg';
  return null;
}

/**
 * True when the file ends where its image ends: a PNG at its IEND chunk, a JPEG at its
 * end-of-image marker. Bytes after the image are how a file is made to be an image and another
 * format at once (a polyglot: an HTML page, a script or an archive appended to a picture);
 * nothing a drawing app saves has them.
 */
export function endsWithImage(bytes: Uint8Array, type: UploadType): boolean {
  if (type === 'jpg') return bytes.length >= 4 && bytes[bytes.length - 2] === 0xff && bytes[bytes.length - 1] === 0xd9;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // Chunks: 4-byte length, 4-byte type, data, 4-byte CRC; the signature takes the first 8 bytes.
  for (let offset = 8; offset + 12 <= bytes.length; ) {
    const length = view.getUint32(offset);
    const end = offset + 12 + length;
    if (end > bytes.length) return false;
    if (String.fromCharCode(...bytes.subarray(offset + 4, offset + 8)) === 'IEND') return end === bytes.length;
    offset = end;
  }
  return false;
}

/** The pixel size of an image file, or null when it cannot be decoded. */
export async function imageSize(bytes: Buffer): Promise<{ width: number; height: number } | null> {
  try {
    const image = await loadImage(bytes);
    return image.width > 0 && image.height > 0 ? { width: image.width, height: image.height } : null;
  } catch {
    return null;
  }
}

/** Upload file names are ours: digits, a random part and the type's extension. */
const UPLOAD_FILE = /^\d{1,12}-[a-z0-9]{6,32}\.(png|jpg)$/;

export function uploadPath(dataDir: string, file: string): string {
  if (!UPLOAD_FILE.test(file)) throw new Error(`Not an upload file name: ${file}`);
  return path.join(dataDir, UPLOADS_DIR, file);
}

/** Removes a deleted sketch's uploaded file (none there is no error): a deleted picture is not kept. */
export async function removeUpload(dataDir: string, file: string): Promise<void> {
  await rm(uploadPath(dataDir, file), { force: true });
}

export async function storeUpload(dataDir: string, file: string, bytes: Buffer): Promise<void> {
  await mkdir(path.join(dataDir, UPLOADS_DIR), { recursive: true });
  await writeFile(uploadPath(dataDir, file), bytes);
}

export const normalAngle = (angle: number) => (((Math.round(angle / 90) * 90) % 360) + 360) % 360;

/** Draws a picture of the unturned size, turned by `angle`, into a w x h box (the turned size). */
function turned(angle: number, paint: SketchPainter): SketchPainter {
  const a = normalAngle(angle);
  if (a === 0) return paint;
  return (ctx, w, h) => {
    ctx.save();
    ctx.translate(w / 2, h / 2);
    ctx.rotate((a * Math.PI) / 180);
    const [sw, sh] = a === 180 ? [w, h] : [h, w];
    ctx.translate(-sw / 2, -sh / 2);
    paint(ctx, sw, sh);
    ctx.restore();
  };
}

/**
 * The cache key part that names a sketch's picture (its upload and its turn), so a changed angle
 * or file is a different entry; null when the plain procedural painter applies (no upload, no
 * turn). Known from the row alone: a cached picture is found without reading the upload.
 */
export function sketchSourceKey(row: SketchSourceRow): string | null {
  const angle = normalAngle(row.orientation);
  if (!row.upload_file && angle === 0) return null;
  const key = row.upload_file ? `u-${row.upload_file.replace(/\.\w+$/, '')}` : 'p';
  return angle === 0 ? key : `${key}-a${angle}`;
}

/** The painter of a sketch, or null when the plain procedural painter applies (sketchSourceKey). */
export async function sketchPainter(dataDir: string, row: SketchSourceRow): Promise<SketchPainter | null> {
  const angle = normalAngle(row.orientation);
  if (!row.upload_file && angle === 0) return null;
  let base: SketchPainter;
  if (row.upload_file) {
    const image: Image = await loadImage(uploadPath(dataDir, row.upload_file));
    base = (ctx, w, h) => ctx.drawImage(image, 0, 0, w, h);
  } else {
    base = (ctx, w, h) => paintSketch(ctx, row.id, w, h);
  }
  return turned(angle, base);
}
