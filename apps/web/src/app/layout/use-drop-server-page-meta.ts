import { useEffect, useRef } from 'react'
import { useLocation } from 'react-router'

/**
 * The server writes the first page's link-preview tags (canonical, Open Graph, JSON-LD, noindex) into the HTML,
 * marked data-page-meta. Once the shopper moves to another page they describe the wrong one: drop them.
 */
export function useDropServerPageMeta(): void {
  const { pathname } = useLocation()
  const firstPathname = useRef(pathname)
  useEffect(() => {
    if (pathname === firstPathname.current) return
    for (const element of document.head.querySelectorAll('[data-page-meta]')) element.remove()
  }, [pathname])
}
