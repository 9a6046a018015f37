import { lazy, Suspense, useEffect, useRef, useState } from 'react'

const Testimonials = lazy(() => import('./testimonials').then((m) => ({ default: m.Testimonials })))

/**
 * docs/product.md#for-shoppers: the testimonials load lazily: their code is fetched once the shopper scrolls within 400 px
 * of them (at once where IntersectionObserver is missing). The reserved height keeps the page from jumping.
 */
export function LazyTestimonials() {
  const anchor = useRef<HTMLElement>(null)
  const [isNear, setIsNear] = useState(() => typeof IntersectionObserver === 'undefined')

  useEffect(() => {
    const element = anchor.current
    if (isNear || !element) return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setIsNear(true)
      },
      { rootMargin: '400px 0px' },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [isNear])

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
