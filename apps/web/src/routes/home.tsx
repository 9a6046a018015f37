import { ArrowRight } from 'lucide-react'
import { useTranslation } from '../lib/i18n'
import { ButtonLink } from '../components/ui/button-link'
import { SectionHeading } from '../components/ui/section-heading'
import { CategoryGrid } from '../features/catalog/components/category-grid'
import { Hero } from '../features/home/components/hero'
import { HowItWorks } from '../features/home/components/how-it-works'
import { LazyTestimonials } from '../features/home/components/lazy-testimonials'
import { LazyMetalPriceChart } from '../features/metal-prices/components/lazy-metal-price-chart'
import { FeaturedProducts } from '../features/catalog/components/featured-products'
import { useServiceChargePercent } from '../features/shop-settings/settings-query'
import { usePageTitle } from '../lib/use-page-title'

export function Component() {
  const { t } = useTranslation(['home'])
  const serviceChargePercent = useServiceChargePercent()
  usePageTitle()
  return (
    <>
      <Hero />
      <section aria-labelledby="categories-heading" className="page-container py-16 sm:py-20">
        <SectionHeading
          id="categories-heading"
          eyebrow={t('home:categories.eyebrow')}
          title={t('home:categories.title')}
          description={t('home:categories.description')}
        />
        <CategoryGrid />
      </section>
      <HowItWorks />
      {/* Target of the hero's Shop Now link; scroll-mt keeps the heading clear of the sticky header. */}
      <section
        id="featured-products"
        aria-labelledby="featured-products-heading"
        className="page-container scroll-mt-32 py-16 sm:py-20"
      >
        <SectionHeading
          id="featured-products-heading"
          eyebrow={t('home:featured.eyebrow')}
          title={t('home:featured.title')}
          description={t('home:featured.description')}
        />
        <FeaturedProducts serviceChargePercent={serviceChargePercent} />
        <div className="mt-10 text-center">
          <ButtonLink to="/products" variant="secondary">
            {t('home:featured.viewMore')}
            <ArrowRight aria-hidden="true" className="size-4 rtl:-scale-x-100" />
          </ButtonLink>
        </div>
      </section>
      <LazyMetalPriceChart />
      <LazyTestimonials />
    </>
  )
}
