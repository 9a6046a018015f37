import { ALL_PRODUCTS_PAGE_SIZE, ALL_PRODUCTS_SKELETON_COUNT } from '@shop/contract'
import { useTranslation } from '../lib/i18n'
import { Navigate, useSearchParams } from '../lib/router'
import { Breadcrumb } from '../components/ui/breadcrumb'
import { categoryHref, useCategories } from '../features/catalog/categories-api'
import { useProductList } from '../features/catalog/products-api'
import { catalogHref, catalogParams, readCatalogQuery } from '../features/catalog/catalog-query'
import { CatalogView } from '../features/catalog/components/catalog-view'
import { useServiceChargePercent } from '../features/shop-settings/settings-query'
import { pageCountOf } from '../lib/pagination'
import { usePageTitle } from '../lib/use-page-title'

export function Component() {
  const { t } = useTranslation(['catalog'])
  const [searchParams, setSearchParams] = useSearchParams()
  const query = readCatalogQuery(searchParams)
  usePageTitle(
    query.search ? t('catalog:products.titleSearch', { search: query.search }) : t('catalog:products.title'),
  )
  const result = useProductList(query)
  const serviceChargePercent = useServiceChargePercent()
  const categories = useCategories().data?.map((c) => ({
    id: c.id,
    name: c.categoryName,
    href: categoryHref(c.categoryName),
  }))

  const { data } = result
  const pageCount = data ? pageCountOf(data.meta.count, ALL_PRODUCTS_PAGE_SIZE) : 0
  if (data && query.page > 1 && query.page > pageCount)
    return <Navigate to={catalogHref('/products', { ...query, page: Math.max(pageCount, 1) })} replace />

  return (
    <div className="page-container py-10 sm:py-14">
      <Breadcrumb
        items={[{ label: t('catalog:nav.home'), to: '/' }, { label: t('catalog:nav.allProducts') }]}
      />
      <h1 className="mt-6 font-display text-4xl font-semibold text-ink-900">{t('catalog:products.title')}</h1>
      <p className="mt-3 mb-8 max-w-2xl text-ink-600">{t('catalog:products.intro')}</p>
      <CatalogView
        path="/products"
        query={query}
        result={result}
        pageSize={ALL_PRODUCTS_PAGE_SIZE}
        skeletonCount={ALL_PRODUCTS_SKELETON_COUNT}
        categories={categories}
        searchLabel={t('catalog:products.searchLabel')}
        serviceChargePercent={serviceChargePercent}
        onChange={(next) => setSearchParams(catalogParams(next))}
      />
    </div>
  )
}
