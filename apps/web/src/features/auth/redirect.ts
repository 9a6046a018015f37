import { DEFAULT_LOGIN_REDIRECT_PATH } from '@shop/contract'

/** The query parameter that carries where to go after signing in (docs/product.md#for-shoppers). */
export const REDIRECT_PARAM = 'redirect'

/**
 * Where to go after sign-in or verification: the `redirect` value when it is a path of this site, else
 * /profile (docs/product.md#for-shoppers). Anything that could leave the site (`//evil.example`, `/\evil`, `https:...`,
 * `javascript:`) falls back to the default: no open redirect.
 */
export function safeRedirectTarget(raw: string | null | undefined): string {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) {
    return DEFAULT_LOGIN_REDIRECT_PATH
  }
  // Control characters and backslashes let some browsers reinterpret the path as another origin.
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\\]/.test(raw)) return DEFAULT_LOGIN_REDIRECT_PATH
  try {
    const url = new URL(raw, 'http://same.origin')
    if (url.origin !== 'http://same.origin') return DEFAULT_LOGIN_REDIRECT_PATH
    return `${url.pathname}${url.search}${url.hash}`
  } catch {
    return DEFAULT_LOGIN_REDIRECT_PATH
  }
}

/** `/login?redirect=...` (or another visitor page) for a protected page's path and query string. */
export function withRedirect(page: string, target: string | null): string {
  if (!target) return page
  return `${page}?${new URLSearchParams({ [REDIRECT_PARAM]: target }).toString()}`
}
