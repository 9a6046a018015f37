import { lazy, Suspense, useCallback, useRef, useState } from 'react'
import { useNearViewport } from '../../../lib/use-near-viewport'

const Testimonials = lazy(() => import('./testimonials').then((m) => ({ default: m.Testimonials })))

/**
 * docs/product.md#for-shoppers: the testimonials load lazily: their code is fetched once the shopper scrolls within 400 px
 * of them (at once where IntersectionObserver is missing). No height is reserved for them: the shop ships none
 * (docs/decisions/270), so most shops would show an empty band, and they load 400 px before they come into view.
 */
export function LazyTestimonials() {
  const anchor = useRef<HTMLElement>(null)
  const isNear = useNearViewport(anchor)
  const [none, setNone] = useState(false)
  const onNone = useCallback(() => setNone(true), [])

  if (none) return null
  return (
    <section ref={anchor} aria-labelledby="testimonials-heading">
      {isNear && (
        <Suspense fallback={null}>
          <Testimonials onNone={onNone} />
        </Suspense>
      )}
    </section>
  )
}
