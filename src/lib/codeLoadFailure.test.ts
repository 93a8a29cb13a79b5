import { describe, expect, it } from 'vitest';
import { isCodeLoadFailure } from './codeLoadFailure';

describe('a chunk that could not be fetched', () => {
  it('is known in each engine’s words, and a defect is not taken for it', () => {
    expect(isCodeLoadFailure(new TypeError('Failed to fetch dynamically imported module: http://x/assets/chunk-A.js'))).toBe(true); // Chromium
    expect(isCodeLoadFailure(new TypeError('Importing a module script failed.'))).toBe(true); // WebKit
    expect(isCodeLoadFailure(new TypeError('error loading dynamically imported module: http://x/a.js'))).toBe(true); // Firefox
    expect(isCodeLoadFailure(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(false);
    expect(isCodeLoadFailure(new Error('Failed to fetch dynamically imported module'))).toBe(false);
  });
});
