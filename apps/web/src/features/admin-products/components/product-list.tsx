import {
  ADMIN_PRODUCT_SORTS,
  ADMIN_PRODUCT_STATUSES,
  ADMIN_PRODUCT_STOCK_FILTERS,
  OWNER_LIST_PAGE_SIZE,
  type AdminProductListItem,
  type Category,
} from '@shop/contract'
import { Package, Plus, Search } from 'lucide-react'
import type { ReactNode } from 'react'
import { useTranslation } from '../../../lib/i18n'
import { Link, useNavigate } from '../../../lib/router'
import { ButtonLink } from '../../../components/ui/button-link'
import { Pagination } from '../../../components/ui/pagination'
import { LoadError } from '../../../components/ui/status-message'
import { INPUT_CLASS } from '../../../components/ui/text-field'
import { cx } from '../../../lib/cx'
import { formatAed, formatDate } from '../../../lib/format'
import { useAdminProducts, type AdminProductsParams } from '../api'

function statusOf(item: AdminProductListItem): {
  state: 'archived' | 'draft' | 'published'
  className: string
} {
  if (item.archived_at) return { state: 'archived', className: 'bg-ink-900/10 text-ink-700' }
  if (!item.published) return { state: 'draft', className: 'bg-sky-100 text-sky-900' }
  return { state: 'published', className: 'bg-emerald-100 text-emerald-900' }
}

function StockBadge({ item }: { item: AdminProductListItem }) {
  const { t } = useTranslation(['productsAdmin'])
  const state = item.stock === 0 ? 'out' : item.stock <= item.low_stock_threshold ? 'low' : 'in'
  return (
    <span
      className={cx(
        'tabular-nums',
        state === 'out' ? 'font-semibold text-red-700' : state === 'low' ? 'font-semibold text-gold-800' : '',
      )}
    >
      {item.stock}
      {state !== 'in' && (
        <span className="ms-1 text-xs font-normal">{t(`productsAdmin:list.stockNote.${state}`)}</span>
      )}
    </span>
  )
}

function priceOf(item: AdminProductListItem): string {
  const price = item.final_price ?? item.base_price
  return price === null ? '—' : formatAed(price)
}

function Filter({
  label,
  value,
  onChange,
  children,
}: {
  label: string
  value: string
  onChange: (value: string) => void
  children: ReactNode
}) {
  return (
    <label className="block text-sm font-medium text-ink-800">
      {label}
      <select
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={cx(INPUT_CLASS, 'mt-1.5 border-line py-2.5')}
      >
        {children}
      </select>
    </label>
  )
}

/**
 * The owner's products (docs/product.md#for-the-owner): search by name or SKU, filter by category, stock and status, sort, and
 * page; every choice lives in the URL (`hrefOf`), so a filtered page can be bookmarked or shared.
 */
export function ProductList({
  params,
  categories,
  hrefOf,
}: {
  params: AdminProductsParams
  categories: readonly Category[]
  hrefOf: (changes: Partial<AdminProductsParams>) => string
}) {
  const { t } = useTranslation(['productsAdmin'])
  const navigate = useNavigate()
  const list = useAdminProducts(params)
  const set = (changes: Partial<AdminProductsParams>) => navigate(hrefOf({ ...changes, page: 1 }))
  const count = list.data?.meta.count ?? 0
  const pageCount = Math.max(1, Math.ceil(count / OWNER_LIST_PAGE_SIZE))

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="font-display text-3xl font-semibold text-ink-900">
            {t('productsAdmin:list.title')}
          </h1>
          <p className="mt-1 text-sm text-ink-600" aria-live="polite">
            {list.data ? t('productsAdmin:list.count', { count }) : t('productsAdmin:list.loading')}
          </p>
        </div>
        <ButtonLink to="/admin/products/new" className="inline-flex items-center gap-1.5">
          <Plus aria-hidden="true" className="size-4" />
          {t('productsAdmin:list.newProduct')}
        </ButtonLink>
      </div>

      <form
        role="search"
        className="grid grid-cols-2 gap-3 rounded-2xl border border-line bg-white p-4 sm:grid-cols-4 2xl:grid-cols-6"
        onSubmit={(event) => {
          event.preventDefault()
          const search = new FormData(event.currentTarget).get('search')
          set({ search: typeof search === 'string' ? search.trim() : '' })
        }}
      >
        <label className="col-span-2 block text-sm font-medium text-ink-800">
          {t('productsAdmin:list.search')}
          <span className="mt-1.5 flex gap-2">
            <input
              key={params.search ?? ''}
              name="search"
              type="search"
              defaultValue={params.search ?? ''}
              className={cx(INPUT_CLASS, 'border-line py-2.5')}
            />
            <button
              type="submit"
              aria-label={t('productsAdmin:list.searchButton')}
              className="grid size-11 shrink-0 place-items-center rounded-xl bg-ink-900 text-gold-200"
            >
              <Search aria-hidden="true" className="size-4" />
            </button>
          </span>
        </label>
        <Filter
          label={t('productsAdmin:list.category')}
          value={params.category_id ?? ''}
          onChange={(v) => set({ category_id: v })}
        >
          <option value="">{t('productsAdmin:list.allCategories')}</option>
          {categories.map((category) => (
            <option key={category.id} value={category.id}>
              {category.categoryName}
            </option>
          ))}
        </Filter>
        <Filter
          label={t('productsAdmin:list.stock')}
          value={params.stock ?? ''}
          onChange={(v) => set({ stock: v })}
        >
          <option value="">{t('productsAdmin:list.anyStock')}</option>
          {ADMIN_PRODUCT_STOCK_FILTERS.map((value) => (
            <option key={value} value={value}>
              {t(`productsAdmin:list.stockFilter.${value}`)}
            </option>
          ))}
        </Filter>
        <Filter
          label={t('productsAdmin:list.status')}
          value={params.status ?? ''}
          onChange={(v) => set({ status: v })}
        >
          <option value="">{t('productsAdmin:list.notArchived')}</option>
          {ADMIN_PRODUCT_STATUSES.map((value) => (
            <option key={value} value={value}>
              {t(`productsAdmin:list.statusFilter.${value}`)}
            </option>
          ))}
        </Filter>
        <Filter
          label={t('productsAdmin:list.sort')}
          value={`${params.sort ?? 'updated'}:${params.order ?? 'desc'}`}
          onChange={(v) => {
            const [sort, order] = v.split(':')
            set({ sort, order })
          }}
        >
          {ADMIN_PRODUCT_SORTS.flatMap((sort) =>
            (['asc', 'desc'] as const).map((order) => (
              <option key={`${sort}:${order}`} value={`${sort}:${order}`}>
                {t(`productsAdmin:list.sortBy.${sort}`)} {order === 'asc' ? '↑' : '↓'}
              </option>
            )),
          )}
        </Filter>
      </form>

      {list.isError ? (
        <LoadError
          message={list.error.message}
          onRetry={() => void list.refetch()}
          isRetrying={list.isFetching}
        />
      ) : list.data && list.data.data.length === 0 ? (
        <div className="rounded-2xl border border-dashed border-line px-6 py-12 text-center text-ink-600">
          <Package aria-hidden="true" className="mx-auto mb-3 size-8 text-ink-400" />
          {t('productsAdmin:list.empty')}
        </div>
      ) : (
        <div
          className={cx(
            'overflow-hidden rounded-2xl border border-line bg-white',
            list.isFetching && 'opacity-70',
          )}
        >
          <table className="w-full text-start text-sm">
            <thead className="hidden bg-cream-100 text-xs tracking-wide text-ink-600 uppercase md:table-header-group">
              <tr>
                <th scope="col" className="px-4 py-3">
                  {t('productsAdmin:list.columns.product')}
                </th>
                <th scope="col" className="px-4 py-3">
                  {t('productsAdmin:list.columns.category')}
                </th>
                <th scope="col" className="px-4 py-3 text-end">
                  {t('productsAdmin:list.columns.price')}
                </th>
                <th scope="col" className="px-4 py-3 text-end">
                  {t('productsAdmin:list.columns.stock')}
                </th>
                <th scope="col" className="px-4 py-3">
                  {t('productsAdmin:list.columns.status')}
                </th>
                <th scope="col" className="px-4 py-3">
                  {t('productsAdmin:list.columns.updated')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {(list.data?.data ?? []).map((item) => {
                const status = statusOf(item)
                return (
                  <tr
                    key={item.id}
                    className="grid grid-cols-[3.5rem_1fr_auto] gap-x-3 px-4 py-3 md:table-row md:p-0"
                  >
                    <td className="row-span-3 md:table-cell md:px-4 md:py-3">
                      <Link
                        to={`/admin/products/${item.id}`}
                        className="flex items-center gap-3 font-semibold text-ink-900 hover:text-gold-800"
                      >
                        {item.image ? (
                          <img
                            src={item.image}
                            alt=""
                            className="size-14 shrink-0 rounded-lg object-cover md:size-10"
                          />
                        ) : (
                          <span className="size-14 shrink-0 rounded-lg bg-cream-100 md:size-10" />
                        )}
                        <span className="hidden md:block">
                          {item.product_name}
                          <span className="block text-xs font-normal text-ink-500" dir="ltr">
                            {item.sku}
                          </span>
                        </span>
                      </Link>
                    </td>
                    <td className="md:hidden">
                      <Link to={`/admin/products/${item.id}`} className="font-semibold text-ink-900">
                        {item.product_name}
                      </Link>
                      <span className="block text-xs text-ink-500">
                        <bdi dir="ltr">{item.sku}</bdi> · {item.category.categoryName}
                      </span>
                    </td>
                    <td className="hidden px-4 py-3 md:table-cell">{item.category.categoryName}</td>
                    <td className="text-end whitespace-nowrap tabular-nums md:px-4 md:py-3">
                      <bdi dir="ltr">{priceOf(item)}</bdi>
                      {item.pricing_mode === 'metal' && item.metal_type && (
                        <span className="block text-xs text-ink-500">
                          {t(`productsAdmin:list.follows.${item.metal_type}`)}
                        </span>
                      )}
                    </td>
                    <td className="col-start-2 text-sm md:table-cell md:px-4 md:py-3 md:text-end md:whitespace-nowrap">
                      <span className="md:hidden">{t('productsAdmin:list.stockPrefix')} </span>
                      <StockBadge item={item} />
                    </td>
                    <td className="col-start-3 row-start-2 text-end whitespace-nowrap md:table-cell md:px-4 md:py-3 md:text-start">
                      <span
                        className={cx('rounded-full px-2.5 py-1 text-xs font-semibold', status.className)}
                      >
                        {t(`productsAdmin:list.badge.${status.state}`)}
                      </span>
                    </td>
                    <td className="hidden px-4 py-3 whitespace-nowrap text-ink-600 tabular-nums md:table-cell">
                      {formatDate(item.updated_at)}
                    </td>
                  </tr>
                )
              })}
            </tbody>
          </table>
        </div>
      )}
      <Pagination page={params.page} pageCount={pageCount} hrefOf={(page) => hrefOf({ page })} />
    </div>
  )
}
