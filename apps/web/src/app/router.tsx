import type { Namespace } from '@shop/contract/i18n'
import type { RouteObject } from '../lib/router'
import { loadTexts } from '../lib/i18n'
import { AppLoader } from './layout/app-loader'
import { RootLayout } from './layout/root-layout'
import { PageErrorBoundary, RootErrorBoundary } from './layout/route-error'
import { SERVER_RENDERED } from './server-rendered'

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
          { handle: SERVER_RENDERED, path: 'about', lazy: page(() => import('../routes/about'), ['static']) },
          {
            handle: SERVER_RENDERED,
            path: 'contact',
            lazy: page(() => import('../routes/contact'), ['contact', 'company']),
          },
          { handle: SERVER_RENDERED, path: 'faqs', lazy: page(() => import('../routes/faqs'), ['static']) },
          {
            handle: SERVER_RENDERED,
            path: 'terms',
            lazy: page(() => import('../routes/terms'), ['static', 'company']),
          },
          { path: 'login', lazy: page(() => import('../routes/login'), ['auth']) },
          { path: 'register', lazy: page(() => import('../routes/register'), ['auth']) },
          { path: 'forgot-password', lazy: page(() => import('../routes/forgot-password'), ['auth']) },
          { path: 'verify-otp', lazy: page(() => import('../routes/verify-otp'), ['auth']) },
          { path: 'cart', lazy: page(() => import('../routes/cart'), ['cart']) },
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
            path: 'checkout',
            lazy: page(() => import('../routes/checkout'), ['address', 'auth', 'checkout']),
          },
          {
            path: 'profile',
            lazy: page(() => import('../routes/profile'), ['address', 'auth', 'account', 'orders']),
          },
          {
            path: 'profile/orders/:orderId',
            lazy: page(() => import('../routes/profile-order'), ['auth', 'orders', 'invoice', 'address']),
          },
          {
            path: 'crypto-payment',
            lazy: page(
              () => import('../routes/crypto-payment'),
              ['auth', 'payment', 'orders', 'kyc', 'company'],
            ),
          },
          {
            handle: SERVER_RENDERED,
            path: 'maintenance',
            lazy: page(() => import('../routes/maintenance'), ['static']),
          },
          // docs/product.md#for-the-owner: the owner's back office: one guarded layout, each page a lazy child.
          {
            path: 'admin',
            lazy: page(() => import('../routes/admin/layout'), ['admin', 'address']),
            children: [
              { index: true, lazy: page(() => import('../routes/admin/dashboard'), ['admin', 'kyc']) },
              { path: 'orders', lazy: page(() => import('../routes/admin/orders'), ['admin']) },
              {
                path: 'order/:orderUniqueId',
                lazy: page(() => import('../routes/admin/order'), ['admin', 'invoice', 'kyc']),
              },
              { path: 'customers', lazy: page(() => import('../routes/admin/customers'), ['admin']) },
              { path: 'customer/:id', lazy: page(() => import('../routes/admin/customer'), ['admin']) },
              { path: 'money', lazy: page(() => import('../routes/admin/money'), ['admin', 'invoice']) },
              { path: 'audit', lazy: page(() => import('../routes/admin/audit'), ['admin']) },
              { path: 'products', lazy: page(() => import('../routes/admin-products'), ['productsAdmin']) },
              {
                path: 'products/new',
                lazy: page(() => import('../routes/admin-product'), ['productsAdmin']),
              },
              {
                path: 'products/:id',
                lazy: page(() => import('../routes/admin-product'), ['productsAdmin']),
              },
              { path: 'stock', lazy: page(() => import('../routes/admin-stock'), ['admin', 'stock']) },
              {
                path: 'metal-prices',
                lazy: page(() => import('../routes/admin-metal-prices'), ['admin', 'metalsAdmin']),
              },
              { path: '*', lazy: page(() => import('../routes/admin/not-found'), ['admin']) },
            ],
          },
          { handle: SERVER_RENDERED, path: '*', lazy: page(() => import('../routes/not-found'), ['static']) },
        ],
      },
    ],
  },
]
