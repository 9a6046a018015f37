import { QUERY_GC_TIME_MS } from '@shop/contract'
import { QueryClient, type DefaultOptions } from '@tanstack/react-query'
import { ApiError } from './api-client'

/** Retry a failed query once, but not when the server answered 4xx: asking again would get the same answer. */
function retryOnce(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false
  return failureCount < 1
}

/** The app's QueryClient; tests pass `{ retry: false }` to see failures at once. */
export function createQueryClient(queries: DefaultOptions['queries'] = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // docs/product.md#rules-the-shop-keeps: fetched data that is no longer used is kept for 60 s.
      queries: { gcTime: QUERY_GC_TIME_MS, retry: retryOnce, ...queries },
    },
  })
}
