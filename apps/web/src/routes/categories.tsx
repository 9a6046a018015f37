import { useTranslation } from '../lib/i18n'
import { Breadcrumb } from '../components/ui/breadcrumb'
import { CategoryGrid } from '../features/catalog/components/category-grid'
import { usePageTitle } from '../lib/use-page-title'

export function Component() {
  const { t } = useTranslation(['catalog'])
  usePageTitle(t('catalog:categories.title'))
  return (
    <div className="page-container py-10 sm:py-14">
      <Breadcrumb
        items={[{ label: t('catalog:nav.home'), to: '/' }, { label: t('catalog:nav.categories') }]}
      />
      <h1 className="mt-6 font-display text-4xl font-semibold text-ink-900">
        {t('catalog:categories.heading')}
      </h1>
      <p className="mt-3 mb-10 max-w-2xl text-ink-600">{t('catalog:categories.intro')}</p>
      <CategoryGrid leading />
    </div>
  )
}
