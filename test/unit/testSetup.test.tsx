// @vitest-environment jsdom
// The shared set-up itself: stores and caches start fresh in every test, and console.error
// fails a test unless the test expects it. The tests below run in order on purpose: each
// leaves state behind for the next one to prove it is gone.
import { describe, expect, it, vi } from 'vitest';
import { create } from 'zustand';
import { useUi } from '../../src/stores/ui';
import { registerReset } from '../../src/lib/testReset';
import { checkConsoleAfterTest, expectConsoleError } from '../support/consoleGuard';

const useCounter = create<{ count: number; bump: () => void }>()((set) => ({
  count: 0,
  bump: () => set((s) => ({ count: s.count + 1 })),
}));
const remembered = new Map<string, number>();
registerReset(() => remembered.clear());

describe('stores and caches between tests', () => {
  it('a test changes a store of the app, a store of its own and a registered cache', () => {
    useUi.getState().toggle('menu');
    useCounter.getState().bump();
    remembered.set('list', 3);
    expect(useUi.getState().openPanel).toBe('menu');
    expect(useCounter.getState().count).toBe(1);
  });

  it('the next test finds them all at their start state', () => {
    expect(useUi.getState().openPanel).toBeNull();
    expect(useCounter.getState().count).toBe(0);
    expect(remembered.size).toBe(0);
  });
});

describe('console.error guard', () => {
  it('fails a test that logs an error it did not expect', () => {
    console.error('Warning: something React did not like');
    expect(checkConsoleAfterTest).toThrow(/unexpected console.error: Warning: something React did not like/);
  });

  it('accepts an error the test expects, and fails when the expected error never comes', () => {
    expectConsoleError(/boundary caught/);
    console.error('The boundary caught %s', 'a crash');
    expect(checkConsoleAfterTest).not.toThrow();
    expectConsoleError(/never logged/);
    expect(checkConsoleAfterTest).toThrow(/expected a console.error matching \/never logged\//);
  });

  it('fails a test that silences console.error with a mock instead of expecting the error', () => {
    const silencer = vi.spyOn(console, 'error').mockImplementation(() => {});
    console.error('hidden');
    expect(checkConsoleAfterTest).toThrow(/replaced by a mock/);
    silencer.mockRestore();
  });
});
