import { pathWithoutLanguage } from '@shop/contract/i18n'
import { matchRoutes } from '../lib/router'
import { routes } from './router'

/**
 * The module of each shopper's page rendered in the browser only, by its route's path in app/router.tsx
 * (docs/decisions/259). The server names these modules' code in the page's head, so a phone fetches all of it
 * at once instead of one level of imports after another. Only the server render (entry-server.tsx) imports this
 * table: the browser's first load never carries it. app/browser-pages.test.ts holds it to the route table.
 */
export const BROWSER_PAGE_MODULES: Readonly<Record<string, string>> = {
  login: 'src/routes/login.tsx',
  register: 'src/routes/register.tsx',
  'forgot-password': 'src/routes/forgot-password.tsx',
  'verify-otp': 'src/routes/verify-otp.tsx',
  'accept-invitation': 'src/routes/accept-invitation.tsx',
  'price-alerts/unsubscribe': 'src/routes/price-alert-unsubscribe.tsx',
  checkout: 'src/routes/checkout.tsx',
  profile: 'src/routes/profile.tsx',
  'profile/orders/:orderId': 'src/routes/profile-order.tsx',
  'profile/refunds/:refundId': 'src/routes/profile-refund.tsx',
  'crypto-payment': 'src/routes/payments/crypto-payment.tsx',
}

/**
 * The modules (as the build's manifest names them) of the page at `pathname` (either language), when it is one
 * of the pages above; none for any other page.
 */
export function browserPageModules(pathname: string): string[] {
  const matches = matchRoutes(routes, pathWithoutLanguage(pathname)) ?? []
  return matches.flatMap(({ route }) => {
    const module = route.path === undefined ? undefined : BROWSER_PAGE_MODULES[route.path]
    return module === undefined ? [] : [module]
  })
}
