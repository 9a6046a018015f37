import type { User } from '@shop/contract'
import { useState, type ReactNode } from 'react'
import { useTranslation } from '../../../lib/i18n'
import { Navigate, useLocation, useSearchParams } from '../../../lib/router'
import { safeRedirectTarget, REDIRECT_PARAM, withRedirect } from '../redirect'
import { useCurrentUser } from '../use-current-user'

/** A calm placeholder while GET /user/session answers. */
export function PageSpinner({ label }: { label?: string }) {
  const { t } = useTranslation(['auth'])
  return (
    <div
      role="status"
      aria-label={label ?? t('auth:loading')}
      className="grid min-h-[50vh] place-items-center"
    >
      <span className="size-10 animate-spin rounded-full border-3 border-gold-200 border-t-gold-600" />
    </div>
  )
}

/**
 * docs/product.md#for-shoppers: a protected page. Signed out -> /login?redirect={path with its query string}, so the shopper
 * comes back to the same page (and the same order) after signing in.
 */
export function RequireUser({ children }: { children: (user: User) => ReactNode }) {
  const { user, query } = useCurrentUser()
  const location = useLocation()
  // Signed in, then not any more (logout): docs/architecture.md#orders-stock-and-payment sends the shopper to plain /login.
  const [wasSignedIn, setWasSignedIn] = useState(false)
  if (user && !wasSignedIn) setWasSignedIn(true)
  if (query.isPending) return <PageSpinner />
  if (!user) {
    if (wasSignedIn) return <Navigate to="/login" replace />
    return <Navigate to={withRedirect('/login', `${location.pathname}${location.search}`)} replace />
  }
  return children(user)
}

/**
 * docs/product.md#for-shoppers: visitor pages (login, register, forgot password) send a signed-in shopper on, to the
 * redirect target when there is one, else /profile.
 */
export function VisitorOnly({ children }: { children: ReactNode }) {
  const { user, query } = useCurrentUser()
  const [searchParams] = useSearchParams()
  if (query.isPending) return <PageSpinner />
  if (user) return <Navigate to={safeRedirectTarget(searchParams.get(REDIRECT_PARAM))} replace />
  return children
}
