import {
  OWNER_PRODUCT_SORTS,
  OWNER_PRODUCT_STATUSES,
  OWNER_PRODUCT_STOCK_FILTERS,
  type Category,
} from '@shop/contract'
import { Search } from 'lucide-react'
import type { ReactNode } from 'react'
import { useTranslation } from '../../../lib/i18n'
import { INPUT_CLASS } from '../../../components/ui/text-field'
import { cx } from '../../../lib/cx'
import type { OwnerProductsParams } from '../api'

/**
 * The owner's search box and the category, stock, status and sort filters of the product list. Each choice is
 * handed to `onChange` at once (the search on submit), for the list to put in the URL.
 */
export function ProductListFilters({
  params,
  categories,
  onChange: set,
}: {
  params: OwnerProductsParams
  categories: readonly Category[]
  onChange: (changes: Partial<OwnerProductsParams>) => void
}) {
  const { t } = useTranslation(['ownerProducts'])
  return (
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
        {t('ownerProducts:list.search')}
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
            aria-label={t('ownerProducts:list.searchButton')}
            className="grid size-11 shrink-0 place-items-center rounded-xl bg-ink-900 text-gold-200"
          >
            <Search aria-hidden="true" className="size-4" />
          </button>
        </span>
      </label>
      <Filter
        label={t('ownerProducts:list.category')}
        value={params.category_id ?? ''}
        onChange={(v) => set({ category_id: v })}
      >
        <option value="">{t('ownerProducts:list.allCategories')}</option>
        {categories.map((category) => (
          <option key={category.id} value={category.id}>
            {category.categoryName}
          </option>
        ))}
      </Filter>
      <Filter
        label={t('ownerProducts:list.stock')}
        value={params.stock ?? ''}
        onChange={(v) => set({ stock: v })}
      >
        <option value="">{t('ownerProducts:list.anyStock')}</option>
        {OWNER_PRODUCT_STOCK_FILTERS.map((value) => (
          <option key={value} value={value}>
            {t(`ownerProducts:list.stockFilter.${value}`)}
          </option>
        ))}
      </Filter>
      <Filter
        label={t('ownerProducts:list.status')}
        value={params.status ?? ''}
        onChange={(v) => set({ status: v })}
      >
        <option value="">{t('ownerProducts:list.notArchived')}</option>
        {OWNER_PRODUCT_STATUSES.map((value) => (
          <option key={value} value={value}>
            {t(`ownerProducts:list.statusFilter.${value}`)}
          </option>
        ))}
      </Filter>
      <Filter
        label={t('ownerProducts:list.sort')}
        value={`${params.sort ?? 'updated'}:${params.order ?? 'desc'}`}
        onChange={(v) => {
          const [sort, order] = v.split(':')
          set({ sort, order })
        }}
      >
        {OWNER_PRODUCT_SORTS.flatMap((sort) =>
          (['asc', 'desc'] as const).map((order) => (
            <option key={`${sort}:${order}`} value={`${sort}:${order}`}>
              {t(`ownerProducts:list.sortBy.${sort}`)} {order === 'asc' ? '↑' : '↓'}
            </option>
          )),
        )}
      </Filter>
    </form>
  )
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
