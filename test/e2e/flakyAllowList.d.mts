// Types of test/e2e/flakyAllowList.mjs.
import type { AllowListEntry } from './retryVerdict.mjs';

export declare const FLAKY_ALLOW_LIST: readonly AllowListEntry[];
