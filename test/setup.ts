// Shared test set-up: component tests get jest-dom-like cleanup and fresh storage per test.
import { afterEach } from 'vitest';

afterEach(async () => {
  if (typeof window === 'undefined') return;
  const { cleanup } = await import('@testing-library/react');
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
});
