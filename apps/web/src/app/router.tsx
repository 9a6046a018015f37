import type { Namespace } from '@shop/contract/i18n'
import type { RouteObject } from 'react-router'
import { loadTexts } from '../lib/i18n'
import { AppLoader } from './layout/app-loader'
import { RootLayout } from './layout/root-layout'
import { PageErrorBoundary, RootErrorBoundary } from './layout/route-error'

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

export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    ErrorBoundary: RootErrorBoundary,
    HydrateFallback: AppLoader,
    children: [
      {
        // A page that fails keeps the header and footer around its error screen.
        ErrorBoundary: PageErrorBoundary,
        children: [
          { index: true, lazy: page(() => import('../routes/home')) },
          { path: 'products', lazy: page(() => import('../routes/products')) },
          { path: 'about', lazy: page(() => import('../routes/about')) },
          { path: 'contact', lazy: page(() => import('../routes/contact')) },
          { path: 'faqs', lazy: page(() => import('../routes/faqs')) },
          { path: 'terms', lazy: page(() => import('../routes/terms')) },
          { path: 'login', lazy: page(() => import('../routes/login')) },
          { path: 'register', lazy: page(() => import('../routes/register')) },
          { path: 'forgot-password', lazy: page(() => import('../routes/forgot-password')) },
          { path: 'verify-otp', lazy: page(() => import('../routes/verify-otp')) },
          { path: 'cart', lazy: page(() => import('../routes/cart')) },
          { path: 'category', lazy: page(() => import('../routes/categories')) },
          { path: 'category/:categoryName', lazy: page(() => import('../routes/category')) },
          { path: 'category/:categoryName/product/:sku', lazy: page(() => import('../routes/product')) },
          { path: 'checkout', lazy: page(() => import('../routes/checkout')) },
          { path: 'profile', lazy: page(() => import('../routes/profile')) },
          { path: 'profile/orders/:orderId', lazy: page(() => import('../routes/profile-order')) },
          { path: 'crypto-payment', lazy: page(() => import('../routes/crypto-payment')) },
          { path: 'maintenance', lazy: page(() => import('../routes/maintenance')) },
          // docs/product.md#for-the-owner: the owner's back office: one guarded layout, each page a lazy child.
          {
            path: 'admin',
            lazy: page(() => import('../routes/admin/layout')),
            children: [
              { index: true, lazy: page(() => import('../routes/admin/dashboard')) },
              { path: 'orders', lazy: page(() => import('../routes/admin/orders')) },
              { path: 'order/:orderUniqueId', lazy: page(() => import('../routes/admin/order')) },
              { path: 'customers', lazy: page(() => import('../routes/admin/customers')) },
              { path: 'customer/:id', lazy: page(() => import('../routes/admin/customer')) },
              { path: 'money', lazy: page(() => import('../routes/admin/money')) },
              { path: 'audit', lazy: page(() => import('../routes/admin/audit')) },
              { path: 'products', lazy: page(() => import('../routes/admin-products'), ['productsAdmin']) },
              {
                path: 'products/new',
                lazy: page(() => import('../routes/admin-product'), ['productsAdmin']),
              },
              {
                path: 'products/:id',
                lazy: page(() => import('../routes/admin-product'), ['productsAdmin']),
              },
              { path: 'stock', lazy: page(() => import('../routes/admin-stock')) },
              { path: 'metal-prices', lazy: page(() => import('../routes/admin-metal-prices')) },
              { path: '*', lazy: page(() => import('../routes/admin/not-found')) },
            ],
          },
          { path: '*', lazy: page(() => import('../routes/not-found')) },
        ],
      },
    ],
  },
]
