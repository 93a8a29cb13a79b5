// The type and pixel size of a PNG or JPEG from its first bytes, so the upload page can check
// the limits before sending without decoding the whole picture.

export interface ImageHeader {
  type: 'png' | 'jpg';
  width: number;
  height: number;
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

export function imageTypeOf(bytes: Uint8Array): 'png' | 'jpg' | null {
  if (bytes.length >= 8 && PNG_SIGNATURE.every((b, i) => bytes[i] === b)) return 'png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpg';
  return null;
}

const u16 = (b: Uint8Array, at: number) => ((b[at] ?? 0) << 8) | (b[at + 1] ?? 0);
const u32 = (b: Uint8Array, at: number) => u16(b, at) * 65536 + u16(b, at + 2);

/** Start-of-frame markers that carry the size (baseline, progressive, lossless, arithmetic). */
const SOF = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);

/**
 * Type and size from the header, or null when the bytes are not a PNG or JPEG or the size is not
 * within them (a JPEG's frame header may follow large metadata: pass enough bytes).
 */
export function readImageHeader(bytes: Uint8Array): ImageHeader | null {
  const type = imageTypeOf(bytes);
  if (type === 'png') {
    // The IHDR chunk comes first: length(4) "IHDR"(4) width(4) height(4).
    if (bytes.length < 24 || String.fromCharCode(...bytes.subarray(12, 16)) !== 'IHDR') return null;
    const width = u32(bytes, 16);
    const height = u32(bytes, 20);
    return width > 0 && height > 0 ? { type, width, height } : null;
  }
  if (type === 'jpg') {
    let at = 2;
    while (at + 4 <= bytes.length) {
      if (bytes[at] !== 0xff) return null;
      const marker = bytes[at + 1] ?? 0;
      if (marker === 0xff) {
        at += 1; // fill byte
        continue;
      }
      if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
        at += 2; // markers without a length
        continue;
      }
      if (marker === 0xd9 || marker === 0xda) return null; // end of image or scan before any frame
      const length = u16(bytes, at + 2);
      if (length < 2) return null;
      if (SOF.has(marker)) {
        if (at + 9 > bytes.length) return null;
        const height = u16(bytes, at + 5);
        const width = u16(bytes, at + 7);
        return width > 0 && height > 0 ? { type, width, height } : null;
      }
      at += 2 + length;
    }
  }
  return null;
}
