import { OWNER_LIST_PAGE_SIZE } from '@shop/contract'
import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { Pagination } from '../../../components/ui/pagination'
import { LoadError } from '../../../components/ui/status-message'

/**
 * One page of an owner list with its loading, error and empty states; `renderItem` draws each entry and
 * `hrefOf` links the other pages.
 */
export function PagedList<Item>({
  list,
  loadingLabel,
  emptyText,
  itemKey,
  renderItem,
  page,
  hrefOf,
}: {
  list: UseQueryResult<{ data: Item[]; meta: { count: number } }, Error>
  loadingLabel: string
  emptyText: string
  itemKey: (item: Item) => string
  renderItem: (item: Item) => ReactNode
  page: number
  hrefOf: (page: number) => string
}) {
  if (list.isPending) {
    return (
      <div role="status" aria-label={loadingLabel} className="h-48 animate-pulse rounded-2xl bg-cream-200" />
    )
  }
  if (list.isError) {
    return (
      <LoadError
        message={list.error.message}
        onRetry={() => void list.refetch()}
        isRetrying={list.isFetching}
      />
    )
  }
  if (list.data.data.length === 0) {
    return (
      <p className="rounded-2xl border border-dashed border-line bg-white px-6 py-10 text-center text-ink-600">
        {emptyText}
      </p>
    )
  }
  return (
    <>
      <ul className="space-y-4">
        {list.data.data.map((item) => (
          <li key={itemKey(item)}>{renderItem(item)}</li>
        ))}
      </ul>
      <Pagination
        page={page}
        pageCount={Math.ceil(list.data.meta.count / OWNER_LIST_PAGE_SIZE)}
        hrefOf={hrefOf}
      />
    </>
  )
}
