// The app's one query cache.
import { QueryCache } from './queryCache';

export const queryCache = new QueryCache();
