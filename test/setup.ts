// Shared test set-up: component tests get jest-dom-like cleanup and fresh storage per test,
// and every test starts with an empty query cache.
import { afterEach } from 'vitest';
import { queryCache } from '../src/api/query/client';

afterEach(async () => {
  queryCache.remove();
  if (typeof window === 'undefined') return;
  const { cleanup } = await import('@testing-library/react');
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
});
