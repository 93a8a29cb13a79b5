// The app's one query cache.
import { registerReset } from '../../lib/testReset';
import { QueryCache } from './queryCache';

export const queryCache = new QueryCache();
registerReset(() => queryCache.remove());
