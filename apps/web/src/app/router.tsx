import type { Namespace } from '@shop/contract/i18n'
import type { RouteObject } from '../lib/router'
import { loadFormTexts, loadTexts } from '../lib/i18n'
import { AppLoader } from './layout/app-loader'
import { AppShell } from './layout/app-shell'
import { RootLayout } from './layout/root-layout'
import { PageErrorBoundary, RootErrorBoundary } from './layout/route-error'
import { SERVER_RENDERED, SIGNED_IN_RENDERED } from './server-rendered'

/**
 * docs/product.md#for-shoppers: every route inside one layout, each page its own lazily loaded chunk. The router loads a
 * page's code before showing it (the header shows a progress bar meanwhile); on the first load it shows the
 * wordmark loader. Tests build a memory router from these same routes.
 */
type RouteModule = Awaited<ReturnType<NonNullable<Extract<RouteObject['lazy'], () => unknown>>>>

/** A page's code and the texts it shows (docs/architecture.md#languages), loaded together before it is shown. */
function page(load: () => Promise<RouteModule>, namespaces: readonly Namespace[] = []) {
  return async () => {
    const [module] = await Promise.all([load(), loadTexts(namespaces)])
    return module
  }
}

/**
 * A page with forms, rendered in the browser only: its texts, and those a rule it checks or a call that fails
 * is worded in.
 */
function formPage(load: () => Promise<RouteModule>, namespaces: readonly Namespace[] = []) {
  const loadPage = page(load, namespaces)
  return async () => {
    const [module] = await Promise.all([loadPage(), loadFormTexts()])
    return module
  }
}

export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: AppShell,
    ErrorBoundary: RootErrorBoundary,
    HydrateFallback: AppLoader,
    children: [
      // docs/product.md#for-the-owner: the owner's back office: one guarded layout, each page a lazy child.
      {
        path: 'admin',
        lazy: formPage(
          () => import('../routes/admin/layout'),
          ['owner', 'address', 'auth', 'staff', 'security'],
        ),
        children: [
          {
            // A page that fails keeps the office's navigation around its error screen.
            ErrorBoundary: PageErrorBoundary,
            children: [
              { index: true, lazy: formPage(() => import('../routes/admin/dashboard'), ['owner', 'kyc']) },
              { path: 'orders', lazy: formPage(() => import('../routes/admin/orders'), ['owner']) },
              {
                path: 'order/:orderUniqueId',
                lazy: formPage(() => import('../routes/admin/order'), ['owner', 'invoice', 'kyc']),
              },
              { path: 'customers', lazy: formPage(() => import('../routes/admin/customers'), ['owner']) },
              { path: 'customer/:id', lazy: formPage(() => import('../routes/admin/customer'), ['owner']) },
              { path: 'money', lazy: formPage(() => import('../routes/admin/money'), ['owner', 'invoice']) },
              {
                path: 'refunds',
                lazy: formPage(() => import('../routes/admin/refunds'), ['owner', 'refunds']),
              },
              {
                path: 'returns',
                lazy: formPage(() => import('../routes/admin/returns'), ['owner', 'refunds']),
              },
              {
                path: 'sell-back',
                lazy: formPage(() => import('../routes/admin/sell-back'), ['owner', 'refunds']),
              },
              { path: 'audit', lazy: formPage(() => import('../routes/admin/audit'), ['owner', 'stock']) },
              { path: 'staff', lazy: formPage(() => import('../routes/admin/staff'), ['staff']) },
              { path: 'shipping', lazy: formPage(() => import('../routes/admin/shipping'), ['owner']) },
              {
                path: 'settings',
                lazy: formPage(
                  () => import('../routes/admin/settings'),
                  ['owner', 'address', 'ownerSettings'],
                ),
              },
              {
                path: 'pages',
                lazy: formPage(() => import('../routes/admin/pages'), ['owner', 'ownerPages']),
              },
              {
                path: 'pages/:slug',
                lazy: formPage(() => import('../routes/admin/page-editor'), ['owner', 'ownerPages']),
              },
              {
                path: 'categories',
                lazy: formPage(() => import('../routes/admin/categories'), ['owner', 'ownerCategories']),
              },
              {
                path: 'products',
                lazy: formPage(() => import('../routes/admin/products'), ['ownerProducts']),
              },
              {
                path: 'products/new',
                lazy: formPage(() => import('../routes/admin/product'), ['ownerProducts']),
              },
              {
                path: 'products/:id',
                lazy: formPage(() => import('../routes/admin/product'), ['ownerProducts']),
              },
              { path: 'stock', lazy: formPage(() => import('../routes/admin/stock'), ['owner', 'stock']) },
              {
                path: 'metal-prices',
                lazy: formPage(() => import('../routes/admin/metal-prices'), ['owner', 'ownerMetals']),
              },
              { path: '*', lazy: formPage(() => import('../routes/admin/not-found'), ['owner']) },
            ],
          },
        ],
      },
      {
        // docs/product.md#for-shoppers: the storefront's header, footer and bottom bar around every shopper's page.
        Component: RootLayout,
        children: [
          {
            // A page that fails keeps the header and footer around its error screen.
            ErrorBoundary: PageErrorBoundary,
            children: [
              {
                handle: SERVER_RENDERED,
                index: true,
                lazy: page(() => import('../routes/home'), ['home', 'catalog', 'metals']),
              },
              {
                handle: SERVER_RENDERED,
                path: 'products',
                lazy: page(() => import('../routes/products'), ['catalog']),
              },
              {
                handle: SERVER_RENDERED,
                path: 'about',
                lazy: page(() => import('../routes/about'), ['static']),
              },
              {
                handle: SERVER_RENDERED,
                path: 'contact',
                lazy: page(() => import('../routes/contact'), ['contact', 'company']),
              },
              {
                handle: SERVER_RENDERED,
                path: 'faqs',
                lazy: page(() => import('../routes/faqs'), ['static']),
              },
              {
                handle: SERVER_RENDERED,
                path: 'terms',
                lazy: page(() => import('../routes/terms'), ['static', 'company']),
              },
              { path: 'login', lazy: formPage(() => import('../routes/login'), ['auth', 'security']) },
              { path: 'register', lazy: formPage(() => import('../routes/register'), ['auth']) },
              {
                path: 'forgot-password',
                lazy: formPage(() => import('../routes/forgot-password'), ['auth']),
              },
              { path: 'verify-otp', lazy: formPage(() => import('../routes/verify-otp'), ['auth']) },
              {
                path: 'accept-invitation',
                lazy: formPage(() => import('../routes/accept-invitation'), ['auth', 'staff']),
              },
              {
                // A price alert's mailed "stop" link (docs/decisions/258): works without signing in.
                path: 'price-alerts/unsubscribe',
                lazy: formPage(() => import('../routes/price-alert-unsubscribe'), ['account']),
              },
              {
                // The page around the cart, the same for everyone; the cart itself is this browser's.
                handle: SERVER_RENDERED,
                path: 'cart',
                lazy: formPage(() => import('../routes/cart'), ['cart', 'address']),
              },
              {
                handle: SERVER_RENDERED,
                path: 'category',
                lazy: page(() => import('../routes/categories'), ['catalog']),
              },
              {
                handle: SERVER_RENDERED,
                path: 'category/:categoryName',
                lazy: page(() => import('../routes/category'), ['catalog']),
              },
              {
                path: 'category/:categoryName/product/:sku',
                handle: SERVER_RENDERED,
                lazy: page(() => import('../routes/product'), ['catalog']),
              },
              {
                handle: SIGNED_IN_RENDERED,
                path: 'checkout',
                lazy: formPage(() => import('../routes/checkout'), ['address', 'auth', 'checkout']),
              },
              {
                handle: SIGNED_IN_RENDERED,
                path: 'profile',
                lazy: formPage(
                  () => import('../routes/profile'),
                  ['address', 'auth', 'account', 'orders', 'security'],
                ),
              },
              {
                handle: SIGNED_IN_RENDERED,
                path: 'profile/orders/:orderId',
                lazy: formPage(
                  () => import('../routes/profile-order'),
                  ['auth', 'orders', 'invoice', 'address', 'refunds', 'cart'],
                ),
              },
              {
                handle: SIGNED_IN_RENDERED,
                path: 'profile/refunds/:refundId',
                lazy: formPage(() => import('../routes/profile-refund'), ['auth', 'orders', 'refunds']),
              },
              {
                handle: SIGNED_IN_RENDERED,
                path: 'crypto-payment',
                lazy: formPage(
                  () => import('../routes/payments/crypto-payment'),
                  ['auth', 'payment', 'orders', 'kyc', 'company', 'cart'],
                ),
              },
              {
                handle: SERVER_RENDERED,
                path: 'maintenance',
                lazy: page(() => import('../routes/maintenance'), ['static']),
              },
              {
                handle: SERVER_RENDERED,
                path: '*',
                lazy: page(() => import('../routes/not-found'), ['static']),
              },
            ],
          },
        ],
      },
    ],
  },
]
