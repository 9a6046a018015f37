import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { API_PATHS } from './all-api-paths.js'
import { API_BASE, apiPath } from './api-paths.js'
import { API_ENDPOINTS } from './endpoints.js'

// packages/contract/src/endpoints.ts written out, plus the additions of the brief, so a missing call fails here.
const EXPECTED_CALLS = [
  'GET /metal-price/get-all-metal-prices',
  'POST /user/login-user',
  'POST /user/register-user',
  'POST /user/verify-user-otp',
  'POST /user/resend-otp',
  'GET /user/get-users-all',
  'POST /user/forgot-password',
  'POST /user/verify-otp',
  'POST /user/reset-password',
  'POST /user/change-password',
  'POST /user/logout',
  'GET /category/get-all-categories',
  'POST /category/create-category',
  'PUT /category/update-category/:id',
  'DELETE /category/delete-category/:id',
  'GET /owner/categories',
  'PUT /owner/categories/order',
  'GET /product/get-all-products',
  'GET /product/check-product-validation',
  'GET /product/get-product/:id',
  'GET /product/get-product-details/:name',
  'GET /product/get-products-by-category/:id',
  'GET /product/get-products-by-category-name/:categoryName',
  'POST /address/add-addresses',
  'GET /address/get-all-addresses/:userId',
  'PUT /address/update-addresses/:id',
  'DELETE /address/delete-addresses/:id',
  'POST /order/create-order',
  'GET /order/get-orders-by-user/:userId',
  'GET /order/get-payment/:orderUniqueId',
  'PUT /order/cancel-order-by-user/:orderId',
  'PUT /order/update-order-status/:orderId',
  'POST /email/contact',
  // additions
  'GET /user/me',
  'GET /user/session',
  'PATCH /user/update-profile',
  'PATCH /user/update-language',
  'GET /product/get-product-by-sku/:sku',
  'GET /product/get-product-filters',
  'PUT /metal-price/update-metal-price/:id',
  'DELETE /metal-price/unpin-metal-price/:id',
  'GET /metal-price/get-metal-price-history',
  'GET /metal-price/feed-health',
  'GET /order/payment-events/:orderUniqueId',
  'GET /order/get-order/:orderUniqueId',
  'GET /geo/reverse',
  'GET /owner/payments-to-settle',
  'PUT /owner/settle-payment/:orderId',
  'GET /owner/wallet-health',
  'GET /owner/orders',
  'POST /product/adjust-stock/:id',
  'GET /product/stock-ledger/:id',
  'GET /product/low-stock',
  'GET /product/preview-product/:sku',
  'GET /owner/all-orders',
  'GET /owner/order/:orderUniqueId',
  'PUT /owner/cancel-order/:orderUniqueId',
  'GET /owner/orders-export.csv',
  'GET /owner/customers',
  'GET /owner/customer/:id',
  'PUT /owner/disable-customer/:id',
  'PUT /owner/enable-customer/:id',
  'GET /owner/dashboard',
  'GET /owner/audit',
  'GET /owner/settings',
  'PUT /owner/settings',
  'POST /dev/simulate-payment',
  'POST /dev/mine',
  'POST /dev/drop-transaction',
  'POST /dev/advance-clock',
  'GET /dev/explorer/address/:address',
  'POST /dev/reorg',
  'POST /dev/refund-sweep',
  'POST /product/create-product',
  'PUT /product/update-product/:id',
  'DELETE /product/archive-product/:id',
  'POST /product/duplicate-product/:id',
  'POST /product/upload-product-image/:id',
  'PUT /product/reorder-product-images/:id',
  'DELETE /product/delete-product-image/:id/:imageId',
  'GET /product/admin-products',
  'GET /product/admin-product/:id',
  'GET /product/back-in-stock/:id',
  'POST /product/request-back-in-stock/:id',
  'DELETE /product/cancel-back-in-stock/:id',
  // price alerts (docs/decisions/258)
  'GET /user/price-alerts',
  'POST /user/price-alerts',
  'DELETE /user/price-alerts/:alertId',
  'POST /price-alerts/unsubscribe',
  'GET /shop/get-company-info',
  'GET /shop/get-settings',
  'GET /order/tax-invoice/:orderUniqueId',
  'GET /owner/tax-documents/:orderUniqueId',
  'GET /owner/tax-document/:documentNumber',
  'GET /owner/tax-documents-export.csv',
  'GET /user/refunds',
  'GET /user/refunds/:refundId',
  'POST /user/refunds/:refundId/claim',
  'GET /owner/refunds',
  'POST /owner/refunds/:refundId/approve',
  'GET /owner/refunds/fee-estimates',
  'GET /owner/refunds/payouts',
  'POST /owner/refunds/payouts',
  'POST /owner/refunds/payouts/:payoutId/broadcast',
  'POST /owner/refunds/payouts/:payoutId/abandon',
  'GET /owner/refunds-export.csv',
  // returns after delivery (docs/architecture.md#returns)
  'GET /user/returns',
  'GET /user/returns/returnable/:orderId',
  'POST /user/returns',
  'POST /user/returns/photos',
  'GET /user/returns/photos/:photoId',
  'GET /owner/returns',
  'GET /owner/returns/photos/:photoId',
  'POST /owner/returns/:returnId/decide',
  'POST /owner/returns/:returnId/receive',
  // identity checks for large orders (docs/architecture.md#identity-checks-for-large-orders)
  'GET /order/get-order-limits',
  'GET /order/identity-check/:orderUniqueId',
  'POST /order/upload-identity/:orderUniqueId',
  'GET /owner/identity-checks',
  'GET /owner/identity-check/:orderUniqueId',
  'GET /owner/identity-document/:id',
  'POST /owner/approve-identity/:orderUniqueId',
  'POST /owner/reject-identity/:orderUniqueId',
  // staff (docs/architecture.md#accounts-and-access)
  'GET /owner/staff',
  'POST /owner/staff/invitations',
  'PATCH /owner/staff/:id',
  'POST /user/accept-invitation',
  // two-factor sign-in and sessions (docs/architecture.md#two-factor-sign-in-and-sessions)
  'GET /user/two-factor',
  'POST /user/two-factor/totp/start',
  'POST /user/two-factor/totp/confirm',
  'POST /user/two-factor/totp/disable',
  'POST /user/two-factor/recovery-codes',
  'POST /user/two-factor/verify',
  'POST /user/two-factor/reverify',
  'POST /user/two-factor/passkeys/options',
  'POST /user/two-factor/passkeys/register/start',
  'POST /user/two-factor/passkeys/register/finish',
  'DELETE /user/two-factor/passkeys/:passkeyId',
  'GET /user/sessions',
  'DELETE /user/sessions/:sessionId',
  'GET /owner/staff/:userId/sessions',
  'DELETE /owner/staff/:userId/sessions/:sessionId',
  'GET /pages/:slug',
  'GET /owner/pages',
  'GET /owner/pages/:slug',
  'POST /owner/pages/:slug/versions',
  'POST /owner/pages/:slug/publish',
  'POST /owner/pages/:slug/restore',
  'GET /user/sell-back/quotes',
  'POST /user/sell-back/quotes',
  'POST /user/sell-back/quotes/:quoteId/cancel',
  'GET /owner/sell-back',
  'POST /owner/sell-back/:quoteId/decide',
  'POST /owner/sell-back/:quoteId/receive',
  'POST /owner/sell-back/:quoteId/pay',
]

const endpoints = Object.values(API_ENDPOINTS)

describe('API_ENDPOINTS', () => {
  it('has exactly the calls of packages/contract/src/endpoints.ts and the additions', () => {
    expect(endpoints.map((endpoint) => `${endpoint.method} ${endpoint.path}`).sort()).toEqual(
      [...EXPECTED_CALLS].sort(),
    )
  })

  // A path serves two calls only with two methods (the owner's settings: GET reads, PUT saves).
  it('uses every path of API_PATHS, each method and path once', () => {
    const paths = Object.values(API_PATHS).flatMap((area) => Object.values(area))
    expect([...new Set(endpoints.map((endpoint) => endpoint.path))].sort()).toEqual([...paths].sort())
    const calls = endpoints.map((endpoint) => `${endpoint.method} ${endpoint.path}`)
    expect(new Set(calls).size).toBe(calls.length)
  })

  it('declares params for exactly the paths with placeholders', () => {
    for (const endpoint of endpoints) {
      expect({ path: endpoint.path, params: 'params' in endpoint }).toEqual({
        path: endpoint.path,
        params: endpoint.path.includes(':'),
      })
    }
  })

  it('keeps responses free of transforms so the API can encode them (and OpenAPI can describe them)', () => {
    for (const endpoint of endpoints) {
      expect(() =>
        z.toJSONSchema(endpoint.response, { io: 'output', unrepresentable: 'throw' }),
      ).not.toThrow()
    }
  })

  it('can describe every request part in OpenAPI', () => {
    for (const endpoint of endpoints) {
      for (const part of ['params', 'query', 'body'] as const) {
        const schema = (endpoint as { [key in typeof part]?: z.ZodType })[part]
        if (schema)
          expect(() => z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' })).not.toThrow()
      }
    }
  })

  it('restricts admin and dev calls', () => {
    const byAuth = (auth: string) =>
      Object.entries(API_ENDPOINTS)
        .filter(([, endpoint]) => endpoint.auth === auth)
        .map(([name]) => name)
    expect(byAuth('admin')).toEqual([
      'getUsersAll',
      'createCategory',
      'updateCategory',
      'deleteCategory',
      'ownerCategories',
      'reorderCategories',
      'updateMetalPrice',
      'unpinMetalPrice',
      'getMetalFeedHealth',
      'updateOrderStatus',
      'ownerPaymentsToSettle',
      'ownerSettlePayment',
      'ownerWalletHealth',
      'ownerOrders',
      'ownerAllOrders',
      'ownerOrder',
      'ownerCancelOrder',
      'ownerOrdersExport',
      'ownerCustomers',
      'ownerCustomer',
      'ownerDisableCustomer',
      'ownerEnableCustomer',
      'ownerDashboard',
      'ownerAudit',
      'ownerGetSettings',
      'ownerPutSettings',
      'adjustStock',
      'stockLedger',
      'lowStock',
      'createProduct',
      'updateProduct',
      'archiveProduct',
      'duplicateProduct',
      'uploadProductImage',
      'reorderProductImages',
      'deleteProductImage',
      'ownerProducts',
      'ownerProduct',
      'previewProduct',
      'ownerTaxDocuments',
      'ownerTaxDocument',
      'ownerTaxDocumentsExport',
      'ownerReturns',
      'ownerReturnPhoto',
      'ownerDecideReturn',
      'ownerReceiveReturn',
      'ownerSellBackQuotes',
      'ownerDecideSellBack',
      'ownerReceiveSellBack',
      'ownerPaySellBack',
      'ownerRefunds',
      'ownerApproveRefund',
      'ownerPayoutFeeEstimates',
      'ownerPayouts',
      'ownerCreatePayout',
      'ownerBroadcastPayout',
      'ownerAbandonPayout',
      'ownerRefundsExport',
      'ownerIdentityChecks',
      'ownerIdentityCheck',
      'ownerIdentityDocument',
      'approveIdentity',
      'rejectIdentity',
      'ownerStaff',
      'inviteStaff',
      'updateStaff',
      'ownerStaffSessions',
      'ownerEndStaffSession',
      'ownerPages',
      'ownerPage',
      'ownerSavePageDraft',
      'ownerPublishPage',
      'ownerRestorePageVersion',
    ])
    expect(byAuth('dev')).toEqual([
      'devSimulatePayment',
      'devMine',
      'devDropTransaction',
      'devAdvanceClock',
      'devExplorerAddress',
      'devReorg',
      'devRefundSweep',
    ])
  })
})

describe('apiPath', () => {
  it('fills and encodes placeholders', () => {
    expect(API_BASE).toBe('/api/v1')
    expect(apiPath(API_PATHS.product.getByCategoryName, { categoryName: 'Gold & Silver' })).toBe(
      '/product/get-products-by-category-name/Gold%20%26%20Silver',
    )
    expect(apiPath(API_PATHS.order.getPayment, { orderUniqueId: 'ORD1' })).toBe('/order/get-payment/ORD1')
    expect(() => apiPath(API_PATHS.address.update)).toThrow('missing parameter id')
  })
})
