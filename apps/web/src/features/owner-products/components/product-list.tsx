import { OWNER_LIST_PAGE_SIZE, type Category } from '@shop/contract'
import { Package, Plus } from 'lucide-react'
import { useTranslation } from '../../../lib/i18n'
import { useNavigate } from '../../../lib/router'
import { ButtonLink } from '../../../components/ui/button-link'
import { Pagination } from '../../../components/ui/pagination'
import { LoadError } from '../../../components/ui/status-message'
import { useOwnerProducts, type OwnerProductsParams } from '../api'
import { ProductListFilters } from './product-list-filters'
import { ProductListTable } from './product-list-table'

/**
 * The owner's products (docs/product.md#for-the-owner): search by name or SKU, filter by category, stock and status, sort, and
 * page; every choice lives in the URL (`hrefOf`), so a filtered page can be bookmarked or shared.
 */
export function ProductList({
  params,
  categories,
  hrefOf,
}: {
  params: OwnerProductsParams
  categories: readonly Category[]
  hrefOf: (changes: Partial<OwnerProductsParams>) => string
}) {
  const { t } = useTranslation(['ownerProducts'])
  const navigate = useNavigate()
  const list = useOwnerProducts(params)
  const set = (changes: Partial<OwnerProductsParams>) => navigate(hrefOf({ ...changes, page: 1 }))
  const count = list.data?.meta.count ?? 0
  const pageCount = Math.max(1, Math.ceil(count / OWNER_LIST_PAGE_SIZE))

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="font-display text-3xl font-semibold text-ink-900">
            {t('ownerProducts:list.title')}
          </h1>
          <p className="mt-1 text-sm text-ink-600" aria-live="polite">
            {list.data ? t('ownerProducts:list.count', { count }) : t('ownerProducts:list.loading')}
          </p>
        </div>
        <ButtonLink to="/admin/products/new" className="inline-flex items-center gap-1.5">
          <Plus aria-hidden="true" className="size-4" />
          {t('ownerProducts:list.newProduct')}
        </ButtonLink>
      </div>

      <ProductListFilters params={params} categories={categories} onChange={set} />

      {list.isError ? (
        <LoadError
          message={list.error.message}
          onRetry={() => void list.refetch()}
          isRetrying={list.isFetching}
        />
      ) : list.data && list.data.data.length === 0 ? (
        <div className="rounded-2xl border border-dashed border-line px-6 py-12 text-center text-ink-600">
          <Package aria-hidden="true" className="mx-auto mb-3 size-8 text-ink-400" />
          {t('ownerProducts:list.empty')}
        </div>
      ) : (
        <ProductListTable items={list.data?.data ?? []} isFetching={list.isFetching} />
      )}
      <Pagination page={params.page} pageCount={pageCount} hrefOf={(page) => hrefOf({ page })} />
    </div>
  )
}
