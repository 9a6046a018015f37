import { localizedPath, LANGUAGES } from '@shop/contract/i18n'
import { useEffect, useRef } from 'react'
import { useLocation } from '../../lib/router'

/**
 * The server writes the first page's link-preview tags (canonical, Open Graph, JSON-LD, noindex) into the HTML,
 * marked data-page-meta. Once the shopper moves to another page they describe the wrong one: drop them. The
 * hreflang links (data-hreflang, docs/architecture.md#languages) name every page's versions: they stay, pointed
 * at the page now shown.
 */
export function useDropServerPageMeta(): void {
  const { pathname } = useLocation()
  const firstPathname = useRef(pathname)
  useEffect(() => {
    if (pathname === firstPathname.current) return
    for (const element of document.head.querySelectorAll('[data-page-meta]')) element.remove()
    for (const link of document.head.querySelectorAll<HTMLLinkElement>('link[data-hreflang]')) {
      const hreflang = link.getAttribute('hreflang')
      const language = LANGUAGES.find((l) => l === hreflang) ?? 'en' // x-default is the English page
      const url = new URL(link.href, window.location.origin)
      // useLocation's path is inside the router's basename, so it is the language-neutral path.
      url.pathname = localizedPath(pathname, language)
      link.href = url.toString()
    }
  }, [pathname])
}
