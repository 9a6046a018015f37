/** Base path of every API call (packages/contract/src/endpoints.ts). */
export const API_BASE = '/api/v1'

/**
 * Paths of packages/contract/src/endpoints.ts relative to API_BASE, shared by the API's routes and the storefront's client
 * so the two cannot drift. Path parameters are written Fastify style (`:id`); `apiPath()` fills them.
 */
export const API_PATHS = {
  user: {
    loginUser: '/user/login-user',
    registerUser: '/user/register-user',
    verifyUserOtp: '/user/verify-user-otp',
    resendOtp: '/user/resend-otp',
    getUsersAll: '/user/get-users-all',
    forgotPassword: '/user/forgot-password',
    verifyOtp: '/user/verify-otp',
    resetPassword: '/user/reset-password',
    changePassword: '/user/change-password',
    logout: '/user/logout',
    /** Addition (docs/architecture.md#accounts-and-access): the signed-in user. */
    me: '/user/me',
    /** Addition: who is signed in, or nobody (200 with data null, so a visitor's page load logs no 401). */
    session: '/user/session',
    /** Addition: the profile's name edit. */
    updateProfile: '/user/update-profile',
    /** Addition: the language the account reads; its mail is written in it (docs/architecture.md#languages). */
    updateLanguage: '/user/update-language',
  },
  category: {
    getAll: '/category/get-all-categories',
    create: '/category/create-category',
    update: '/category/update-category/:id',
  },
  metalPrice: {
    getAll: '/metal-price/get-all-metal-prices',
    /** Addition (admin). */
    update: '/metal-price/update-metal-price/:id',
    /** Addition (admin, docs/architecture.md#live-metal-prices): ends the owner's pin. */
    unpin: '/metal-price/unpin-metal-price/:id',
    /** Addition (docs/architecture.md#live-metal-prices): the home page's chart. */
    history: '/metal-price/get-metal-price-history',
    /** Addition (admin): which sources answer. */
    feedHealth: '/metal-price/feed-health',
  },
  product: {
    getAll: '/product/get-all-products',
    checkValidation: '/product/check-product-validation',
    getById: '/product/get-product/:id',
    getDetailsByName: '/product/get-product-details/:name',
    getByCategory: '/product/get-products-by-category/:id',
    getByCategoryName: '/product/get-products-by-category-name/:categoryName',
    /** Addition: the detail page's "product by sku" query (packages/contract/src/endpoints.ts, path not shown). */
    getBySku: '/product/get-product-by-sku/:sku',
    /** Additions (Admin, docs/product.md#for-the-owner): the owner's catalog. */
    create: '/product/create-product',
    update: '/product/update-product/:id',
    archive: '/product/archive-product/:id',
    duplicate: '/product/duplicate-product/:id',
    uploadImage: '/product/upload-product-image/:id',
    reorderImages: '/product/reorder-product-images/:id',
    deleteImage: '/product/delete-product-image/:id/:imageId',
    adminList: '/product/admin-products',
    adminGet: '/product/admin-product/:id',
    /** Addition: the brands, metals and price and weight bounds a filter panel offers (docs/decisions/067). */
    getFilters: '/product/get-product-filters',
  },
  address: {
    add: '/address/add-addresses',
    getAll: '/address/get-all-addresses/:userId',
    update: '/address/update-addresses/:id',
    delete: '/address/delete-addresses/:id',
  },
  order: {
    create: '/order/create-order',
    getByUser: '/order/get-orders-by-user/:userId',
    getPayment: '/order/get-payment/:orderUniqueId',
    cancelByUser: '/order/cancel-order-by-user/:orderId',
    /** Addition (admin): marks a Confirmed order Shipped, and a Shipped one Delivered. */
    updateStatus: '/order/update-order-status/:orderId',
    /** Addition (docs/architecture.md#orders-stock-and-payment): server-sent events of the payment page. */
    paymentEvents: '/order/payment-events/:orderUniqueId',
    /** Addition: one of the caller's orders with its status timeline, for the buyer's order page. */
    getOrder: '/order/get-order/:orderUniqueId',
  },
  email: {
    contact: '/email/contact',
  },
  /** Addition: reverse geocoding for the location picker. */
  geo: {
    reverse: '/geo/reverse',
  },
  /** Additions (Admin, docs/architecture.md#orders-stock-and-payment): the owner's view of money to refund or honour, and of the wallet. */
  owner: {
    paymentsToSettle: '/owner/payments-to-settle',
    settlePayment: '/owner/settle-payment/:orderId',
    walletHealth: '/owner/wallet-health',
    /** Decision 032: paid orders to ship, and those shipped or delivered. */
    orders: '/owner/orders',
    /** docs/product.md#for-the-owner: the back office's orders, customers, dashboard and audit log. */
    allOrders: '/owner/all-orders',
    order: '/owner/order/:orderUniqueId',
    cancelOrder: '/owner/cancel-order/:orderUniqueId',
    ordersExport: '/owner/orders-export.csv',
    customers: '/owner/customers',
    customer: '/owner/customer/:id',
    disableCustomer: '/owner/disable-customer/:id',
    enableCustomer: '/owner/enable-customer/:id',
    dashboard: '/owner/dashboard',
    audit: '/owner/audit',
  },
  /** Additions (Admin, docs/product.md#for-the-owner): stock as a ledger. */
  stock: {
    adjust: '/product/adjust-stock/:id',
    ledger: '/product/stock-ledger/:id',
    lowStock: '/product/low-stock',
  },
  /** Addition: the company that sells (legal name, licence, TRN, address, phone, email), from configuration. */
  shop: {
    companyInfo: '/shop/get-company-info',
  },
  /** docs/architecture.md#orders-stock-and-payment: development only, refused when NODE_ENV=production. */
  dev: {
    simulatePayment: '/dev/simulate-payment',
    mine: '/dev/mine',
    dropTransaction: '/dev/drop-transaction',
    advanceClock: '/dev/advance-clock',
    /** The simulated chain's explorer: what the payment page's Check Payment opens for a regtest address. */
    explorerAddress: '/dev/explorer/address/:address',
    /** docs/reliability.md: a chain reorganisation on the simulated chain. */
    reorg: '/dev/reorg',
  },
  /** Addition: a signed-in buyer asks to be mailed once when an out-of-stock product is back (docs/decisions/074). */
  backInStock: {
    status: '/product/back-in-stock/:id',
    request: '/product/request-back-in-stock/:id',
    cancel: '/product/cancel-back-in-stock/:id',
  },
  /** Addition (docs/architecture.md#tax-invoices): tax invoices and credit notes, as PDF and as the owner's CSV. */
  taxDocument: {
    buyerInvoice: '/order/tax-invoice/:orderUniqueId',
    ownerList: '/owner/tax-documents/:orderUniqueId',
    ownerDocument: '/owner/tax-document/:documentNumber',
    ownerExport: '/owner/tax-documents-export.csv',
  },
  /** docs/architecture.md#identity-checks-for-large-orders: the buyer's documents and the owner's review. */
  identity: {
    get: '/order/identity-check/:orderUniqueId',
    upload: '/order/upload-identity/:orderUniqueId',
    ownerList: '/owner/identity-checks',
    ownerGet: '/owner/identity-check/:orderUniqueId',
    ownerDocument: '/owner/identity-document/:id',
    approve: '/owner/approve-identity/:orderUniqueId',
    reject: '/owner/reject-identity/:orderUniqueId',
  },
} as const

/** Every path of API_PATHS, as a union type. */
export type ApiPath = {
  [Area in keyof typeof API_PATHS]: (typeof API_PATHS)[Area][keyof (typeof API_PATHS)[Area]]
}[keyof typeof API_PATHS]

/** Fills `:name` placeholders of a path, URL-encoding each value. */
export function apiPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name]
    if (value === undefined) throw new Error(`apiPath: missing parameter ${name} for ${path}`)
    return encodeURIComponent(String(value))
  })
}
