import { lazy, Suspense, useEffect, useRef, useState } from 'react'

const MetalPriceChart = lazy(() =>
  import('./metal-price-chart').then((m) => ({ default: m.MetalPriceChart })),
)

/**
 * The home page's price chart loads like the testimonials: its code (and its history call) only once the
 * shopper scrolls within 400 px of it, so the first paint's JavaScript does not grow. The reserved height
 * keeps the page from jumping.
 */
export function LazyMetalPriceChart() {
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
    <section ref={anchor} aria-labelledby="metal-chart-heading" className="min-h-[30rem]">
      {isNear && (
        <Suspense fallback={null}>
          <MetalPriceChart />
        </Suspense>
      )}
    </section>
  )
}
