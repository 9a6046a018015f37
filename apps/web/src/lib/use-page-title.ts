import { useEffect } from 'react'
import { SITE_NAME, SITE_TAGLINE } from './site'

/** Sets `document.title` to `{title} · {SITE_NAME}`; without a title, the home page's. */
export function usePageTitle(title?: string): void {
  useEffect(() => {
    document.title = title ? `${title} · ${SITE_NAME}` : `${SITE_NAME} · ${SITE_TAGLINE}`
  }, [title])
}
