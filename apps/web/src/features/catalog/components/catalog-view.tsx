import { PRODUCT_SORTS, type ProductListItem, type ProductSort } from '@shop/contract'
import * as Dialog from '@radix-ui/react-dialog'
import { Search, SearchX, SlidersHorizontal, X } from 'lucide-react'
import { useState, type FormEvent, type ReactNode } from 'react'
import { useTranslation } from '../../../lib/i18n'
import { Trans } from '../../../lib/trans'
import { Link } from '../../../lib/router'
import { Button } from '../../../components/ui/button'
import { Pagination } from '../../../components/ui/pagination'
import { LoadError } from '../../../components/ui/status-message'
import { cx } from '../../../lib/cx'
import { pageCountOf } from '../../../lib/pagination'
import { useProductFilterOptions } from '../products-api'
import { activeFilterCount, catalogHref, withoutFilters, type CatalogQuery } from '../catalog-query'
import { CatalogFilters } from './catalog-filters'
import { ProductGrid, ProductGridSkeleton } from './product-grid'

const GRID = 'grid grid-cols-1 gap-5 min-[480px]:grid-cols-2 xl:grid-cols-3'
/**
 * A card image's width in GRID beside the 16rem filter column (from 1024 px, 40 px gap), for `sizes`; the
 * page's gutters and the phone layout as PRODUCT_GRID_SIZES reads them (docs/decisions/125).
 */
const GRID_SIZES =
  '(min-width: 1280px) 293px, (min-width: 1024px) calc(50vw - 190px), (min-width: 640px) calc(50vw - 34px), (min-width: 480px) calc(50vw - 26px), calc(40vw - 13px)'

export interface CatalogResult {
  data: { data: ProductListItem[]; meta: { count: number } } | undefined
  isPending: boolean
  isError: boolean
  isFetching: boolean
  refetch: () => unknown
  isRefetching: boolean
}

/**
 * A product list with its search box, sort, filter panel (a sidebar on wide screens, a sheet on phones),
 * result count, pages and help when nothing matches. The state is the URL's (`query`); `onChange` moves to
 * a new URL, so each change is a step the back button undoes.
 */
export function CatalogView({
  path,
  query,
  result,
  pageSize,
  onChange,
  categoryName,
  categories,
  searchLabel,
  skeletonCount,
  serviceChargePercent,
}: {
  /** The owner's service charge, named beside each card's price. */
  serviceChargePercent: number
  path: string
  /** How many grey cards stand in while the first answer loads. */
  skeletonCount: number
  query: CatalogQuery
  result: CatalogResult
  pageSize: number
  onChange: (next: CatalogQuery) => void
  /** Set on a category's page: the filters offered are that category's. */
  categoryName?: string
  /** The categories the panel offers (on /products); also suggested when nothing matches. */
  categories?: { id: number; name: string; href: string }[] | undefined
  searchLabel: string
}) {
  const { t } = useTranslation(['catalog'])
  const options = useProductFilterOptions(categoryName).data
  const [sheetOpen, setSheetOpen] = useState(false)
  const filterCount = activeFilterCount(query, { withCategory: categoryName === undefined })
  const count = result.data?.meta.count
  const pageCount = result.data ? pageCountOf(result.data.meta.count, pageSize) : 0
  const change = (next: CatalogQuery) => onChange({ ...next, page: 1 })
  const panel = (
    <CatalogFilters
      query={query}
      options={options}
      categories={categoryName === undefined ? categories : undefined}
      onChange={change}
    />
  )

  return (
    <div className="lg:grid lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-10">
      <aside aria-label={t('catalog:list.filters')} className="hidden lg:block">
        <div className="sticky top-32 rounded-2xl border border-line bg-white p-5">{panel}</div>
      </aside>

      <div>
        <SearchBox
          key={query.search}
          label={searchLabel}
          initial={query.search}
          onSearch={(search) => change({ ...query, search })}
        />

        <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
          <p aria-live="polite" className="text-sm text-ink-600">
            {count === undefined ? (
              t('catalog:list.loading')
            ) : (
              <Trans
                t={t}
                i18nKey={query.search ? 'catalog:list.countFor' : 'catalog:list.count'}
                count={count}
                values={{ search: query.search }}
                components={[
                  <span key="count" className="font-semibold text-ink-900 tabular-nums" />,
                  <bdi key="search" className="font-semibold text-ink-900" />,
                ]}
              />
            )}
          </p>
          <div className="flex items-center gap-2">
            <Dialog.Root open={sheetOpen} onOpenChange={setSheetOpen}>
              <Dialog.Trigger asChild>
                <Button variant="secondary" size="sm" className="lg:hidden">
                  <SlidersHorizontal aria-hidden="true" className="size-4" />
                  {filterCount > 0
                    ? t('catalog:list.filtersCount', { count: filterCount })
                    : t('catalog:list.filters')}
                </Button>
              </Dialog.Trigger>
              <Dialog.Portal>
                <Dialog.Overlay className="fixed inset-0 z-50 bg-ink-950/50 backdrop-blur-[2px]" />
                <Dialog.Content
                  aria-describedby={undefined}
                  className="fixed inset-y-0 end-0 z-50 flex w-[min(22rem,calc(100vw-2.5rem))] flex-col bg-cream-50 shadow-xl outline-none"
                >
                  <div className="flex items-center justify-between border-b border-line px-5 py-4">
                    <Dialog.Title className="font-display text-xl font-semibold text-ink-900">
                      {t('catalog:list.filters')}
                    </Dialog.Title>
                    <Dialog.Close
                      aria-label={t('catalog:list.closeFilters')}
                      className="grid size-10 place-items-center rounded-full text-ink-600 hover:bg-cream-200"
                    >
                      <X aria-hidden="true" className="size-5" />
                    </Dialog.Close>
                  </div>
                  <div className="flex-1 overflow-y-auto px-5 py-5">{panel}</div>
                  <div className="flex gap-3 border-t border-line px-5 py-4">
                    {filterCount > 0 && (
                      <Button variant="ghost" size="sm" onClick={() => change(withoutFilters(query))}>
                        {t('catalog:list.clearAll')}
                      </Button>
                    )}
                    <Dialog.Close asChild>
                      <Button size="sm" className="flex-1">
                        {count === undefined
                          ? t('catalog:list.showProducts')
                          : t('catalog:list.showCount', { count })}
                      </Button>
                    </Dialog.Close>
                  </div>
                </Dialog.Content>
              </Dialog.Portal>
            </Dialog.Root>
            <label className="flex items-center gap-2 text-sm text-ink-600">
              <span className="hidden sm:inline">{t('catalog:list.sortBy')}</span>
              <select
                aria-label={t('catalog:list.sortBy')}
                value={query.sort ?? 'default'}
                onChange={(event) => {
                  const value = event.target.value
                  change({ ...query, sort: value === 'default' ? null : (value as ProductSort) })
                }}
                className="rounded-full border border-line bg-white py-2 ps-4 pe-8 text-sm font-medium text-ink-900 outline-none focus:border-gold-500 focus:ring-2 focus:ring-gold-200"
              >
                {(['default', ...PRODUCT_SORTS] as const).map((sort) => (
                  <option key={sort} value={sort}>
                    {t(`catalog:sort.${sort}`)}
                  </option>
                ))}
              </select>
            </label>
          </div>
        </div>

        <ActiveFilters
          query={query}
          categoryNames={categoryName === undefined ? categories : undefined}
          onChange={change}
        />

        <div
          className={cx('mt-6 transition-opacity', result.isFetching && !result.isPending && 'opacity-60')}
        >
          {result.isPending ? (
            <ProductGridSkeleton count={skeletonCount} className={GRID} />
          ) : result.isError || !result.data ? (
            <LoadError
              message={t('catalog:list.loadFailed')}
              onRetry={() => void result.refetch()}
              isRetrying={result.isRefetching}
            />
          ) : result.data.data.length === 0 ? (
            <NoMatches
              query={query}
              filterCount={filterCount}
              onChange={change}
              suggestions={categories}
              allProductsHref={
                categoryName !== undefined && query.search
                  ? `/products?search=${encodeURIComponent(query.search)}`
                  : null
              }
            />
          ) : (
            <>
              <ProductGrid
                products={result.data.data}
                className={GRID}
                sizes={GRID_SIZES}
                leading
                headingLevel={2}
                serviceChargePercent={serviceChargePercent}
              />
              <Pagination
                page={query.page}
                pageCount={pageCount}
                hrefOf={(page) => catalogHref(path, { ...query, page })}
              />
            </>
          )}
        </div>
      </div>
    </div>
  )
}

function SearchBox({
  label,
  initial,
  onSearch,
}: {
  label: string
  initial: string
  onSearch: (search: string) => void
}) {
  const { t } = useTranslation(['catalog'])
  const [text, setText] = useState(initial)
  function submit(event: FormEvent) {
    event.preventDefault()
    onSearch(text.trim())
  }
  return (
    <form role="search" onSubmit={submit} className="flex gap-2">
      <div className="relative flex-1">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute start-4 top-1/2 size-4.5 -translate-y-1/2 text-ink-400"
        />
        <input
          type="search"
          aria-label={label}
          placeholder={t('catalog:list.searchPlaceholder')}
          maxLength={100}
          value={text}
          onChange={(event) => setText(event.target.value)}
          className="w-full rounded-full border border-line bg-white py-3 ps-11 pe-4 text-ink-900 outline-none placeholder:text-ink-400 focus:border-gold-500 focus:ring-2 focus:ring-gold-200"
        />
      </div>
      {/* An icon on phones leaves the field room for what is typed. */}
      <Button type="submit" aria-label={t('catalog:list.search')} className="px-4 sm:px-6">
        <Search aria-hidden="true" className="size-4.5 sm:hidden" />
        <span className="hidden sm:inline">{t('catalog:list.search')}</span>
      </Button>
    </form>
  )
}

/** The filters in force as chips, each removable, and one "Clear all". */
function ActiveFilters({
  query,
  categoryNames,
  onChange,
}: {
  query: CatalogQuery
  categoryNames?: { id: number; name: string }[] | undefined
  onChange: (next: CatalogQuery) => void
}) {
  const { t } = useTranslation(['catalog'])
  const chips: { label: string; next: CatalogQuery }[] = []
  const category = categoryNames?.find((c) => c.id === query.categoryId)
  if (categoryNames && query.categoryId !== null)
    chips.push({ label: category?.name ?? t('catalog:chip.category'), next: { ...query, categoryId: null } })
  for (const metal of query.metals)
    chips.push({
      label: t(`catalog:metal.${metal}`),
      next: { ...query, metals: query.metals.filter((m) => m !== metal) },
    })
  for (const brand of query.brands)
    chips.push({ label: brand, next: { ...query, brands: query.brands.filter((b) => b !== brand) } })
  if (query.minPrice || query.maxPrice)
    chips.push({
      label: t('catalog:chip.price', {
        min: query.minPrice || '0',
        max: query.maxPrice || t('catalog:chip.any'),
      }),
      next: { ...query, minPrice: '', maxPrice: '' },
    })
  if (query.minWeight || query.maxWeight)
    chips.push({
      label: t('catalog:chip.weight', {
        min: query.minWeight || '0',
        max: query.maxWeight || t('catalog:chip.any'),
      }),
      next: { ...query, minWeight: '', maxWeight: '' },
    })
  if (query.inStock) chips.push({ label: t('catalog:chip.inStock'), next: { ...query, inStock: false } })
  if (chips.length === 0) return null
  return (
    <ul aria-label={t('catalog:list.filtersInUse')} className="mt-4 flex flex-wrap items-center gap-2">
      {chips.map((chip) => (
        <li key={chip.label}>
          <button
            type="button"
            onClick={() => onChange(chip.next)}
            aria-label={t('catalog:list.removeFilter', { label: chip.label })}
            className="inline-flex items-center gap-1.5 rounded-full bg-cream-200 py-1.5 ps-3.5 pe-2.5 text-sm font-medium text-ink-800 hover:bg-cream-300"
          >
            {chip.label}
            <X aria-hidden="true" className="size-3.5" />
          </button>
        </li>
      ))}
      {chips.length > 1 && (
        <li>
          <button
            type="button"
            onClick={() => onChange(withoutFilters(query))}
            className="px-2 py-1.5 text-sm font-semibold text-gold-800 underline-offset-4 hover:underline"
          >
            {t('catalog:list.clearAll')}
          </button>
        </li>
      )}
    </ul>
  )
}

/** Nothing matched: say what was asked, and offer the ways out that would find something. */
function NoMatches({
  query,
  filterCount,
  onChange,
  suggestions,
  allProductsHref,
}: {
  query: CatalogQuery
  filterCount: number
  onChange: (next: CatalogQuery) => void
  suggestions?: { id: number; name: string; href: string }[] | undefined
  allProductsHref: string | null
}) {
  const { t } = useTranslation(['catalog'])
  const tips: ReactNode[] = []
  if (filterCount > 0) tips.push(t('catalog:noMatches.tipFilters'))
  if (query.search) tips.push(t('catalog:noMatches.tipSearch'))
  return (
    <div role="status" className="rounded-2xl border border-line bg-white px-6 py-10 text-center">
      <SearchX aria-hidden="true" className="mx-auto size-8 text-ink-400" strokeWidth={1.5} />
      <h2 className="mt-3 font-display text-2xl font-semibold text-ink-900">
        {t('catalog:noMatches.title')}
      </h2>
      <p className="mx-auto mt-2 max-w-md text-ink-600">
        {query.search
          ? t(filterCount > 0 ? 'catalog:noMatches.forSearchFiltered' : 'catalog:noMatches.forSearch', {
              search: query.search,
            })
          : t('catalog:noMatches.forFilters')}
      </p>
      {tips.length > 0 && (
        <ul className="mx-auto mt-3 max-w-md space-y-1 text-sm text-ink-600">
          {tips.map((tip, i) => (
            <li key={i}>{tip}</li>
          ))}
        </ul>
      )}
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        {filterCount > 0 && (
          <Button variant="primary" size="sm" onClick={() => onChange(withoutFilters(query))}>
            {t('catalog:noMatches.clearFilters')}
          </Button>
        )}
        {query.search && (
          <Button variant="secondary" size="sm" onClick={() => onChange({ ...query, search: '' })}>
            {t('catalog:noMatches.clearSearch')}
          </Button>
        )}
        {allProductsHref && (
          <Link
            to={allProductsHref}
            className="inline-flex items-center rounded-full border border-ink-900/15 bg-white px-4 py-2 text-sm font-semibold text-ink-900 hover:border-gold-500"
          >
            {t('catalog:noMatches.searchAll')}
          </Link>
        )}
      </div>
      {suggestions && suggestions.length > 0 && (
        <p className="mt-6 text-sm text-ink-600">
          {t('catalog:noMatches.orBrowse')}{' '}
          {suggestions.map((category, i) => (
            <span key={category.id}>
              {i > 0 && ' · '}
              <Link
                to={category.href}
                className="font-semibold text-gold-800 underline-offset-4 hover:underline"
              >
                {category.name}
              </Link>
            </span>
          ))}
        </p>
      )}
    </div>
  )
}
