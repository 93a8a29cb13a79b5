// The query layer: one cache of server reads (see queryCache.ts) and its React hooks.
export { queryCache } from './client';
export { GC_MS, STALE_MS, hashKey, replaceEqualDeep, type QueryDef, type QueryKey, type QueryState } from './queryCache';
export { useLoadedQuery, useQuery, type QueryResult } from './useQuery';
export { appendPage, firstPageQuery, toListData, useInfiniteQuery, type Cursor, type InfiniteDef, type InfiniteList, type ListData, type Page } from './useInfiniteQuery';
