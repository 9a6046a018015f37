import { ArrowRight } from 'lucide-react'
import { ButtonLink } from '../components/ui/button-link'
import { SectionHeading } from '../components/ui/section-heading'
import { CategoryGrid } from '../features/categories/components/category-grid'
import { Hero } from '../features/home/components/hero'
import { HowItWorks } from '../features/home/components/how-it-works'
import { LazyTestimonials } from '../features/home/components/lazy-testimonials'
import { LazyMetalPriceChart } from '../features/metal-prices/components/lazy-metal-price-chart'
import { FeaturedProducts } from '../features/products/components/featured-products'
import { usePageTitle } from '../lib/use-page-title'

export function Component() {
  usePageTitle()
  return (
    <>
      <Hero />
      <section aria-labelledby="categories-heading" className="page-container py-16 sm:py-20">
        <SectionHeading
          id="categories-heading"
          eyebrow="Shop by category"
          title="Product Categories"
          description="Gold, silver and smartphones: everything priced in AED and payable in Bitcoin."
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
          eyebrow="Hand-picked"
          title="Featured Products"
          description="Certified bars and coins and the latest phones, priced live in AED."
        />
        <FeaturedProducts />
        <div className="mt-10 text-center">
          <ButtonLink to="/products" variant="secondary">
            View More Products
            <ArrowRight aria-hidden="true" className="size-4" />
          </ButtonLink>
        </div>
      </section>
      <LazyMetalPriceChart />
      <LazyTestimonials />
    </>
  )
}
