import { lazy, Suspense, useRef } from 'react'
import { useNearViewport } from '../../../lib/use-near-viewport'

const Testimonials = lazy(() => import('./testimonials').then((m) => ({ default: m.Testimonials })))

/**
 * docs/product.md#for-shoppers: the testimonials load lazily: their code is fetched once the shopper scrolls within 400 px
 * of them (at once where IntersectionObserver is missing). The reserved height keeps the page from jumping.
 */
export function LazyTestimonials() {
  const anchor = useRef<HTMLElement>(null)
  const isNear = useNearViewport(anchor)

  return (
    <section ref={anchor} aria-labelledby="testimonials-heading" className="min-h-[26rem]">
      {isNear && (
        <Suspense fallback={null}>
          <Testimonials />
        </Suspense>
      )}
    </section>
  )
}
