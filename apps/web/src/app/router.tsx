import type { RouteObject } from 'react-router'
import { AppLoader } from './layout/app-loader'
import { RootLayout } from './layout/root-layout'
import { PageErrorBoundary, RootErrorBoundary } from './layout/route-error'

/**
 * docs/product.md#for-shoppers: every route inside one layout, each page its own lazily loaded chunk. The router loads a
 * page's code before showing it (the header shows a progress bar meanwhile); on the first load it shows the
 * wordmark loader. Tests build a memory router from these same routes.
 */
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
          { index: true, lazy: () => import('../routes/home') },
          { path: 'products', lazy: () => import('../routes/products') },
          { path: 'about', lazy: () => import('../routes/about') },
          { path: 'contact', lazy: () => import('../routes/contact') },
          { path: 'faqs', lazy: () => import('../routes/faqs') },
          { path: 'terms', lazy: () => import('../routes/terms') },
          { path: 'login', lazy: () => import('../routes/login') },
          { path: 'register', lazy: () => import('../routes/register') },
          { path: 'forgot-password', lazy: () => import('../routes/forgot-password') },
          { path: 'verify-otp', lazy: () => import('../routes/verify-otp') },
          { path: 'cart', lazy: () => import('../routes/cart') },
          { path: 'category', lazy: () => import('../routes/categories') },
          { path: 'category/:categoryName', lazy: () => import('../routes/category') },
          { path: 'category/:categoryName/product/:sku', lazy: () => import('../routes/product') },
          { path: 'checkout', lazy: () => import('../routes/checkout') },
          { path: 'profile', lazy: () => import('../routes/profile') },
          { path: 'profile/orders/:orderId', lazy: () => import('../routes/profile-order') },
          { path: 'crypto-payment', lazy: () => import('../routes/crypto-payment') },
          { path: 'maintenance', lazy: () => import('../routes/maintenance') },
          // docs/product.md#for-the-owner: the owner's back office: one guarded layout, each page a lazy child.
          {
            path: 'admin',
            lazy: () => import('../routes/admin/layout'),
            children: [
              { index: true, lazy: () => import('../routes/admin/dashboard') },
              { path: 'orders', lazy: () => import('../routes/admin/orders') },
              { path: 'order/:orderUniqueId', lazy: () => import('../routes/admin/order') },
              { path: 'customers', lazy: () => import('../routes/admin/customers') },
              { path: 'customer/:id', lazy: () => import('../routes/admin/customer') },
              { path: 'money', lazy: () => import('../routes/admin/money') },
              { path: 'audit', lazy: () => import('../routes/admin/audit') },
              { path: 'products', lazy: () => import('../routes/admin-products') },
              { path: 'products/new', lazy: () => import('../routes/admin-product') },
              { path: 'products/:id', lazy: () => import('../routes/admin-product') },
              { path: 'stock', lazy: () => import('../routes/admin-stock') },
              { path: 'metal-prices', lazy: () => import('../routes/admin-metal-prices') },
              { path: '*', lazy: () => import('../routes/admin/not-found') },
            ],
          },
          { path: '*', lazy: () => import('../routes/not-found') },
        ],
      },
    ],
  },
]
