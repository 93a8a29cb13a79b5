import { describe, expect, it } from 'vitest';
import { imageTypeOf, readImageHeader } from './imageHeader';

function png(width: number, height: number): Uint8Array {
  const bytes = new Uint8Array(33);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  const view = new DataView(bytes.buffer);
  view.setUint32(16, width);
  view.setUint32(20, height);
  return bytes;
}

function jpeg(width: number, height: number, { exifBytes = 20, progressive = false } = {}): Uint8Array {
  const app1 = [0xff, 0xe1, (exifBytes + 2) >> 8, (exifBytes + 2) & 0xff, ...new Array<number>(exifBytes).fill(0x41)];
  const sof = [0xff, progressive ? 0xc2 : 0xc0, 0, 17, 8, height >> 8, height & 0xff, width >> 8, width & 0xff, 3, ...new Array<number>(9).fill(0)];
  return new Uint8Array([0xff, 0xd8, ...app1, 0xff, 0xff, ...sof, 0xff, 0xda, 0, 2]);
}

describe('readImageHeader', () => {
  it('reads a PNG size', () => {
    expect(readImageHeader(png(4000, 3000))).toEqual({ type: 'png', width: 4000, height: 3000 });
  });

  it('reads a JPEG size after metadata and fill bytes, baseline or progressive', () => {
    expect(readImageHeader(jpeg(640, 480))).toEqual({ type: 'jpg', width: 640, height: 480 });
    expect(readImageHeader(jpeg(4001, 12, { exifBytes: 3000, progressive: true }))).toEqual({ type: 'jpg', width: 4001, height: 12 });
  });

  it('returns null for other files, truncated headers and zero sizes', () => {
    expect(readImageHeader(new TextEncoder().encode('GIF89a......'))).toBeNull();
    expect(readImageHeader(png(10, 10).subarray(0, 20))).toBeNull();
    expect(readImageHeader(png(0, 10))).toBeNull();
    expect(readImageHeader(jpeg(640, 480).subarray(0, 30))).toBeNull();
    expect(readImageHeader(new Uint8Array([0xff, 0xd8, 0xff, 0xda, 0, 2]))).toBeNull();
  });

  it('tells the type by the first bytes', () => {
    expect(imageTypeOf(png(1, 1))).toBe('png');
    expect(imageTypeOf(jpeg(1, 1))).toBe('jpg');
    expect(imageTypeOf(new Uint8Array([1, 2, 3]))).toBeNull();
  });
});
