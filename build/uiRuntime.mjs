import { fileURLToPath } from 'node:url';

// The UI runtime. The code is written against React's API and typed with @types/react, and runs
// on Preact through preact/compat: the same hooks, Suspense, lazy and portals at about 5 KB gzip
// against react-dom's 60. That is what leaves room under the first-load budget (DESIGN.md, 100 KB
// per route) for the screens still to come; README "Why Preact" has the numbers. The bundle
// (build.mjs) and the component tests (vitest.config.ts) use this one map, so the tests run
// what ships. Removing the map puts React back without a change to the code.
export const REACT_ON_PREACT = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
};

/** The tests' renderer on the same runtime, with React Testing Library's API. */
export const TESTING_LIBRARY_ON_PREACT = {
  '@testing-library/react': fileURLToPath(new URL('../test/support/testingLibrary.ts', import.meta.url)),
};

/** Packages that import React and must be transformed by the tests' bundler so the map applies. */
export const REACT_USING_PACKAGES = ['@testing-library/preact', 'zustand', 'wouter', '@linaria/react', 'use-sync-external-store'];
