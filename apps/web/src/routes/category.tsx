import { CATEGORY_PRODUCTS_PAGE_SIZE } from '@shop/contract'
import { SearchX, TriangleAlert } from 'lucide-react'
import { useTranslation } from '../lib/i18n'
import { Navigate, useParams, useSearchParams } from '../lib/router'
import { Breadcrumb } from '../components/ui/breadcrumb'
import { ButtonLink } from '../components/ui/button-link'
import { PageNotice } from '../components/ui/status-message'
import { categoryHref } from '../features/catalog/categories-api'
import { useProductList } from '../features/catalog/products-api'
import {
  activeFilterCount,
  catalogHref,
  catalogParams,
  readCatalogQuery,
} from '../features/catalog/catalog-query'
import { CatalogView } from '../features/catalog/components/catalog-view'
import { useServiceChargePercent } from '../features/shop-settings/settings-query'
import { ApiError } from '../lib/api-client'
import { pageCountOf } from '../lib/pagination'
import { usePageTitle } from '../lib/use-page-title'

export function Component() {
  const { t } = useTranslation(['catalog'])
  const serviceChargePercent = useServiceChargePercent()
  const { categoryName = '' } = useParams()
  const [searchParams, setSearchParams] = useSearchParams()
  // The category is the page's own: a categoryId in the URL is not this page's to read.
  const query = { ...readCatalogQuery(searchParams), categoryId: null }
  const result = useProductList(query, categoryName)
  const { data, isError, error } = result
  const isNarrowed = query.search !== '' || activeFilterCount(query, { withCategory: false }) > 0
  // Empty without search or filters: the category has nothing (the not-found screen); narrowed: help instead.
  const isUnknown =
    (isError && error instanceof ApiError && error.status === 404) || (data?.meta.count === 0 && !isNarrowed)
  // The category as the page's language names it: a link may carry its other name (/ar/category/Gold), and
  // the products answer in the page's language. Without a product to tell, the link's name is shown.
  const shownName = data?.data[0]?.category.categoryName ?? categoryName
  usePageTitle(isUnknown ? t('catalog:category.notFound') : shownName)

  const path = categoryHref(categoryName)
  const pageCount = data ? pageCountOf(data.meta.count, CATEGORY_PRODUCTS_PAGE_SIZE) : 0

  // docs/product.md#for-shoppers: an unknown or empty category shows a not-found screen with a way back to the categories.
  if (isUnknown) {
    return (
      <>
        <meta name="robots" content="noindex" />
        <PageNotice
          icon={<SearchX aria-hidden="true" className="size-8" strokeWidth={1.5} />}
          title={t('catalog:category.notFound')}
          actions={<ButtonLink to="/category">{t('catalog:category.backToCategories')}</ButtonLink>}
        >
          {t('catalog:category.notFoundText')}
        </PageNotice>
      </>
    )
  }
  // Other failures: the generic error screen.
  if (isError) {
    return (
      <PageNotice
        icon={<TriangleAlert aria-hidden="true" className="size-8" strokeWidth={1.5} />}
        title={t('catalog:category.errorTitle')}
        role="alert"
        actions={<ButtonLink to="/">{t('catalog:category.backHome')}</ButtonLink>}
      >
        {t('catalog:category.loadFailed')}
      </PageNotice>
    )
  }
  if (data && query.page > 1 && query.page > pageCount)
    return <Navigate to={catalogHref(path, { ...query, page: Math.max(pageCount, 1) })} replace />

  return (
    <div className="page-container py-10 sm:py-14">
      <Breadcrumb
        items={[
          { label: t('catalog:nav.home'), to: '/' },
          { label: t('catalog:nav.categories'), to: '/category' },
          { label: shownName },
        ]}
      />
      <h1 className="mt-6 font-display text-4xl font-semibold text-ink-900">{shownName}</h1>
      <div className="mt-8">
        <CatalogView
          path={path}
          query={query}
          result={result}
          pageSize={CATEGORY_PRODUCTS_PAGE_SIZE}
          skeletonCount={8}
          categoryName={categoryName}
          searchLabel={t('catalog:category.searchLabel', { name: categoryName })}
          serviceChargePercent={serviceChargePercent}
          onChange={(next) => setSearchParams(catalogParams({ ...next, categoryId: null }))}
        />
      </div>
    </div>
  )
}
