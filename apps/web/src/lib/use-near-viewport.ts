import { useEffect, useState, type RefObject } from 'react'

/**
 * Whether `anchor` has come within `margin` of the viewport (true at once where IntersectionObserver is
 * missing). False until mounted, on the server and in the browser alike, so a server-rendered page hydrates
 * before anything it guards loads (docs/architecture.md#server-rendered-pages).
 */
export function useNearViewport(anchor: RefObject<Element | null>, margin = '400px 0px'): boolean {
  const [isNear, setIsNear] = useState(false)

  useEffect(() => {
    const element = anchor.current
    if (isNear || !element) return
    if (typeof IntersectionObserver === 'undefined') {
      const frame = requestAnimationFrame(() => setIsNear(true))
      return () => cancelAnimationFrame(frame)
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setIsNear(true)
      },
      { rootMargin: margin },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [anchor, isNear, margin])

  return isNear
}
