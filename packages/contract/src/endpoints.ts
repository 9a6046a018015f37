import type { z } from 'zod'
import { API_PATHS, type ApiPath } from './all-api-paths.js'
import * as adminProduct from './schemas/admin-product.js'
import * as address from './schemas/address.js'
import * as category from './schemas/category.js'
import * as contact from './schemas/contact.js'
import * as dev from './schemas/dev.js'
import * as geo from './schemas/geo.js'
import * as metalPrice from './schemas/metal-price.js'
import * as order from './schemas/order.js'
import * as createOrder from './schemas/create-order.js'
import * as backInStock from './schemas/back-in-stock.js'
import * as owner from './schemas/owner.js'
import * as office from './schemas/owner-office.js'
import * as payment from './schemas/payment.js'
import * as product from './schemas/product.js'
import * as productSearch from './schemas/product-search.js'
import * as shop from './schemas/shop.js'
import * as shopSettings from './shop-settings.js'
import * as stock from './schemas/stock.js'
import * as user from './schemas/user.js'
import * as taxDocument from './schemas/tax-document.js'
import * as identity from './schemas/identity.js'
import * as orderLimits from './schemas/order-limits.js'
import * as staff from './schemas/staff.js'
import * as twoFactor from './schemas/two-factor.js'
import * as refund from './schemas/refund.js'
import * as pages from './schemas/pages.js'

// One row per call of packages/contract/src/endpoints.ts plus the additions (docs/architecture.md#hostile-input-and-errors): method, path, who may call it, the
// success status and the schema of every part. The API registers its routes from these rows
// (apps/api/src/lib/endpoint-route.ts) and the storefront's client parses answers with them, so the two cannot
// drift.

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

/**
 * Who may call: anyone; a signed-in user (the API also checks ownership, docs/architecture.md#accounts-and-access); staff whose
 * role STAFF_PERMISSIONS (staff-permissions.ts) names for the call; or anyone
 * outside production (the dev calls).
 */
export type EndpointAuth = 'public' | 'user' | 'admin' | 'dev'

export interface EndpointDefinition {
  readonly method: HttpMethod
  readonly path: ApiPath
  readonly auth: EndpointAuth
  /** HTTP status of success. */
  readonly status: 200 | 201
  readonly params?: z.ZodType
  readonly query?: z.ZodType
  readonly body?: z.ZodType
  /** The JSON answer; for a `stream`, the JSON of each event's data. */
  readonly response: z.ZodType
  /** Server-sent events (text/event-stream) instead of one JSON answer. */
  readonly stream?: true
  /** A file (CSV, PDF, an upload's bytes) instead of one JSON answer: `response` names it, and no JSON schema applies. */
  readonly file?: true
  /**
   * A sensitive owner action: a caller with a second factor must have proven it within RECENT_TWO_FACTOR_MS, else
   * 403 TWO_FACTOR_STALE and POST /user/two-factor/reverify first (docs/architecture.md#two-factor-sign-in-and-sessions).
   */
  readonly recentTwoFactor?: true
}

export const API_ENDPOINTS = {
  // ---- user ----
  loginUser: {
    method: 'POST',
    path: API_PATHS.user.loginUser,
    auth: 'public',
    status: 200,
    body: user.LoginUserBodySchema,
    response: user.LoginUserResponseSchema,
  },
  registerUser: {
    method: 'POST',
    path: API_PATHS.user.registerUser,
    auth: 'public',
    status: 201,
    body: user.RegisterUserBodySchema,
    response: user.RegisterUserResponseSchema,
  },
  verifyUserOtp: {
    method: 'POST',
    path: API_PATHS.user.verifyUserOtp,
    auth: 'public',
    status: 200,
    body: user.VerifyUserOtpBodySchema,
    response: user.VerifyUserOtpResponseSchema,
  },
  resendOtp: {
    method: 'POST',
    path: API_PATHS.user.resendOtp,
    auth: 'public',
    status: 200,
    body: user.ResendOtpBodySchema,
    response: user.ResendOtpResponseSchema,
  },
  getUsersAll: {
    method: 'GET',
    path: API_PATHS.user.getUsersAll,
    auth: 'admin',
    status: 200,
    query: user.GetUsersAllQuerySchema,
    response: user.GetUsersAllResponseSchema,
  },
  forgotPassword: {
    method: 'POST',
    path: API_PATHS.user.forgotPassword,
    auth: 'public',
    status: 200,
    body: user.ForgotPasswordBodySchema,
    response: user.ForgotPasswordResponseSchema,
  },
  verifyOtp: {
    method: 'POST',
    path: API_PATHS.user.verifyOtp,
    auth: 'public',
    status: 200,
    body: user.VerifyOtpBodySchema,
    response: user.VerifyOtpResponseSchema,
  },
  resetPassword: {
    method: 'POST',
    path: API_PATHS.user.resetPassword,
    auth: 'public',
    status: 200,
    body: user.ResetPasswordBodySchema,
    response: user.ResetPasswordResponseSchema,
  },
  changePassword: {
    method: 'POST',
    path: API_PATHS.user.changePassword,
    auth: 'user',
    status: 200,
    body: user.ChangePasswordBodySchema,
    response: user.ChangePasswordResponseSchema,
  },
  logout: {
    method: 'POST',
    path: API_PATHS.user.logout,
    // A visitor (or an expired session) signing out gets the same success: there is nothing to refuse.
    auth: 'public',
    status: 200,
    body: user.LogoutBodySchema,
    response: user.LogoutResponseSchema,
  },
  me: { method: 'GET', path: API_PATHS.user.me, auth: 'user', status: 200, response: user.MeResponseSchema },
  session: {
    method: 'GET',
    path: API_PATHS.user.session,
    auth: 'public',
    status: 200,
    response: user.SessionResponseSchema,
  },
  updateProfile: {
    method: 'PATCH',
    path: API_PATHS.user.updateProfile,
    auth: 'user',
    status: 200,
    body: user.UpdateProfileBodySchema,
    response: user.UpdateProfileResponseSchema,
  },
  updateLanguage: {
    method: 'PATCH',
    path: API_PATHS.user.updateLanguage,
    auth: 'user',
    status: 200,
    body: user.UpdateLanguageBodySchema,
    response: user.UpdateLanguageResponseSchema,
  },

  // ---- category ----
  getAllCategories: {
    method: 'GET',
    path: API_PATHS.category.getAll,
    auth: 'public',
    status: 200,
    response: category.GetAllCategoriesResponseSchema,
  },
  createCategory: {
    method: 'POST',
    path: API_PATHS.category.create,
    auth: 'admin',
    status: 201,
    body: category.CreateCategoryBodySchema,
    response: category.CreateCategoryResponseSchema,
  },
  updateCategory: {
    method: 'PUT',
    path: API_PATHS.category.update,
    auth: 'admin',
    status: 200,
    params: category.CategoryIdParamsSchema,
    body: category.UpdateCategoryBodySchema,
    response: category.UpdateCategoryResponseSchema,
  },
  deleteCategory: {
    method: 'DELETE',
    path: API_PATHS.category.delete,
    auth: 'admin',
    status: 200,
    params: category.CategoryIdParamsSchema,
    response: category.DeleteCategoryResponseSchema,
  },
  ownerCategories: {
    method: 'GET',
    path: API_PATHS.category.ownerList,
    auth: 'admin',
    status: 200,
    response: category.OwnerCategoriesResponseSchema,
  },
  reorderCategories: {
    method: 'PUT',
    path: API_PATHS.category.reorder,
    auth: 'admin',
    status: 200,
    body: category.ReorderCategoriesBodySchema,
    response: category.ReorderCategoriesResponseSchema,
  },

  // ---- metal price ----
  getAllMetalPrices: {
    method: 'GET',
    path: API_PATHS.metalPrice.getAll,
    auth: 'public',
    status: 200,
    response: metalPrice.GetAllMetalPricesResponseSchema,
  },
  updateMetalPrice: {
    method: 'PUT',
    path: API_PATHS.metalPrice.update,
    auth: 'admin',
    recentTwoFactor: true,
    status: 200,
    params: metalPrice.MetalPriceIdParamsSchema,
    body: metalPrice.UpdateMetalPriceBodySchema,
    response: metalPrice.UpdateMetalPriceResponseSchema,
  },
  unpinMetalPrice: {
    method: 'DELETE',
    path: API_PATHS.metalPrice.unpin,
    auth: 'admin',
    status: 200,
    params: metalPrice.MetalPriceIdParamsSchema,
    response: metalPrice.UnpinMetalPriceResponseSchema,
  },
  getMetalPriceHistory: {
    method: 'GET',
    path: API_PATHS.metalPrice.history,
    auth: 'public',
    status: 200,
    query: metalPrice.MetalPriceHistoryQuerySchema,
    response: metalPrice.MetalPriceHistoryResponseSchema,
  },
  getMetalFeedHealth: {
    method: 'GET',
    path: API_PATHS.metalPrice.feedHealth,
    auth: 'admin',
    status: 200,
    response: metalPrice.MetalFeedHealthResponseSchema,
  },

  // ---- product ----
  getAllProducts: {
    method: 'GET',
    path: API_PATHS.product.getAll,
    auth: 'public',
    status: 200,
    query: product.GetAllProductsQuerySchema,
    response: product.GetAllProductsResponseSchema,
  },
  checkProductValidation: {
    method: 'GET',
    path: API_PATHS.product.checkValidation,
    auth: 'public',
    status: 200,
    query: product.CheckProductValidationQuerySchema,
    response: product.CheckProductValidationResponseSchema,
  },
  getProduct: {
    method: 'GET',
    path: API_PATHS.product.getById,
    auth: 'public',
    status: 200,
    params: product.ProductIdParamsSchema,
    response: product.GetProductResponseSchema,
  },
  getProductDetails: {
    method: 'GET',
    path: API_PATHS.product.getDetailsByName,
    auth: 'public',
    status: 200,
    params: product.ProductNameParamsSchema,
    response: product.GetProductDetailsResponseSchema,
  },
  getProductsByCategory: {
    method: 'GET',
    path: API_PATHS.product.getByCategory,
    auth: 'public',
    status: 200,
    params: product.GetProductsByCategoryParamsSchema,
    query: product.GetProductsByCategoryQuerySchema,
    response: product.GetProductsByCategoryResponseSchema,
  },
  getProductsByCategoryName: {
    method: 'GET',
    path: API_PATHS.product.getByCategoryName,
    auth: 'public',
    status: 200,
    params: product.CategoryNameParamsSchema,
    query: product.GetProductsByCategoryNameQuerySchema,
    response: product.GetProductsByCategoryNameResponseSchema,
  },
  getProductBySku: {
    method: 'GET',
    path: API_PATHS.product.getBySku,
    auth: 'public',
    status: 200,
    params: product.ProductSkuParamsSchema,
    response: product.GetProductBySkuResponseSchema,
  },
  getProductFilters: {
    method: 'GET',
    path: API_PATHS.product.getFilters,
    auth: 'public',
    status: 200,
    query: productSearch.GetProductFiltersQuerySchema,
    response: productSearch.GetProductFiltersResponseSchema,
  },

  // ---- address ----
  addAddress: {
    method: 'POST',
    path: API_PATHS.address.add,
    auth: 'user',
    status: 201,
    body: address.AddAddressBodySchema,
    response: address.AddAddressResponseSchema,
  },
  getAllAddresses: {
    method: 'GET',
    path: API_PATHS.address.getAll,
    auth: 'user',
    status: 200,
    params: address.GetAllAddressesParamsSchema,
    response: address.GetAllAddressesResponseSchema,
  },
  updateAddress: {
    method: 'PUT',
    path: API_PATHS.address.update,
    auth: 'user',
    status: 200,
    params: address.AddressIdParamsSchema,
    body: address.UpdateAddressBodySchema,
    response: address.UpdateAddressResponseSchema,
  },
  deleteAddress: {
    method: 'DELETE',
    path: API_PATHS.address.delete,
    auth: 'user',
    status: 200,
    params: address.AddressIdParamsSchema,
    response: address.DeleteAddressResponseSchema,
  },

  // ---- order ----
  createOrder: {
    method: 'POST',
    path: API_PATHS.order.create,
    auth: 'user',
    status: 201,
    body: createOrder.CreateOrderBodySchema,
    response: order.CreateOrderResponseSchema,
  },
  getOrdersByUser: {
    method: 'GET',
    path: API_PATHS.order.getByUser,
    auth: 'user',
    status: 200,
    params: order.GetOrdersByUserParamsSchema,
    query: order.GetOrdersByUserQuerySchema,
    response: order.GetOrdersByUserResponseSchema,
  },
  getPayment: {
    method: 'GET',
    path: API_PATHS.order.getPayment,
    auth: 'user',
    status: 200,
    params: payment.GetPaymentParamsSchema,
    response: payment.GetPaymentResponseSchema,
  },
  getOrder: {
    method: 'GET',
    path: API_PATHS.order.getOrder,
    auth: 'user',
    status: 200,
    params: order.GetOrderParamsSchema,
    response: order.GetOrderResponseSchema,
  },
  cancelOrderByUser: {
    method: 'PUT',
    path: API_PATHS.order.cancelByUser,
    auth: 'user',
    status: 200,
    params: order.CancelOrderParamsSchema,
    response: order.CancelOrderResponseSchema,
  },
  updateOrderStatus: {
    method: 'PUT',
    path: API_PATHS.order.updateStatus,
    auth: 'admin',
    status: 200,
    params: order.UpdateOrderStatusParamsSchema,
    body: order.UpdateOrderStatusBodySchema,
    response: order.UpdateOrderStatusResponseSchema,
  },
  paymentEvents: {
    method: 'GET',
    path: API_PATHS.order.paymentEvents,
    auth: 'user',
    status: 200,
    params: payment.PaymentEventsParamsSchema,
    response: payment.PaymentEventDataSchema,
    stream: true,
  },

  // ---- email ----
  contact: {
    method: 'POST',
    path: API_PATHS.email.contact,
    auth: 'public',
    status: 200,
    body: contact.ContactBodySchema,
    response: contact.ContactResponseSchema,
  },

  // ---- shop (addition): the company behind the storefront ----
  getCompanyInfo: {
    method: 'GET',
    path: API_PATHS.shop.companyInfo,
    auth: 'public',
    status: 200,
    response: shop.GetCompanyInfoResponseSchema,
  },
  getShopSettings: {
    method: 'GET',
    path: API_PATHS.shop.settings,
    auth: 'public',
    status: 200,
    response: shopSettings.GetPublicShopSettingsResponseSchema,
  },

  // ---- geo (addition) ----
  geoReverse: {
    method: 'GET',
    path: API_PATHS.geo.reverse,
    auth: 'public',
    status: 200,
    query: geo.GeoReverseQuerySchema,
    response: geo.GeoReverseResponseSchema,
  },

  // ---- owner (additions, docs/architecture.md#orders-stock-and-payment) ----
  ownerPaymentsToSettle: {
    method: 'GET',
    path: API_PATHS.owner.paymentsToSettle,
    auth: 'admin',
    status: 200,
    query: owner.PaymentsToSettleQuerySchema,
    response: owner.PaymentsToSettleResponseSchema,
  },
  ownerSettlePayment: {
    method: 'PUT',
    path: API_PATHS.owner.settlePayment,
    auth: 'admin',
    recentTwoFactor: true,
    status: 200,
    params: owner.SettlePaymentParamsSchema,
    body: owner.SettlePaymentBodySchema,
    response: owner.SettlePaymentResponseSchema,
  },
  ownerWalletHealth: {
    method: 'GET',
    path: API_PATHS.owner.walletHealth,
    auth: 'admin',
    status: 200,
    response: owner.WalletHealthResponseSchema,
  },
  ownerOrders: {
    method: 'GET',
    path: API_PATHS.owner.orders,
    auth: 'admin',
    status: 200,
    query: owner.OwnerOrdersQuerySchema,
    response: owner.OwnerOrdersResponseSchema,
  },
  // ---- the back office (docs/product.md#for-the-owner) ----
  ownerAllOrders: {
    method: 'GET',
    path: API_PATHS.owner.allOrders,
    auth: 'admin',
    status: 200,
    query: office.OwnerAllOrdersQuerySchema,
    response: office.OwnerAllOrdersResponseSchema,
  },
  ownerOrder: {
    method: 'GET',
    path: API_PATHS.owner.order,
    auth: 'admin',
    status: 200,
    params: office.OwnerOrderParamsSchema,
    response: office.OwnerOrderResponseSchema,
  },
  ownerCancelOrder: {
    method: 'PUT',
    path: API_PATHS.owner.cancelOrder,
    auth: 'admin',
    status: 200,
    params: office.OwnerOrderParamsSchema,
    body: office.OwnerCancelOrderBodySchema,
    response: office.OwnerOrderResponseSchema,
  },
  ownerOrdersExport: {
    method: 'GET',
    path: API_PATHS.owner.ordersExport,
    auth: 'admin',
    status: 200,
    query: office.OwnerOrderFiltersSchema,
    // text/csv, not JSON: one line per order (see the route).
    response: office.OrdersCsvSchema,
    file: true,
  },
  ownerCustomers: {
    method: 'GET',
    path: API_PATHS.owner.customers,
    auth: 'admin',
    status: 200,
    query: office.OwnerCustomersQuerySchema,
    response: office.OwnerCustomersResponseSchema,
  },
  ownerCustomer: {
    method: 'GET',
    path: API_PATHS.owner.customer,
    auth: 'admin',
    status: 200,
    params: office.OwnerCustomerParamsSchema,
    response: office.OwnerCustomerResponseSchema,
  },
  ownerDisableCustomer: {
    method: 'PUT',
    path: API_PATHS.owner.disableCustomer,
    auth: 'admin',
    status: 200,
    params: office.OwnerCustomerParamsSchema,
    response: office.OwnerCustomerStateResponseSchema,
  },
  ownerEnableCustomer: {
    method: 'PUT',
    path: API_PATHS.owner.enableCustomer,
    auth: 'admin',
    status: 200,
    params: office.OwnerCustomerParamsSchema,
    response: office.OwnerCustomerStateResponseSchema,
  },
  ownerDashboard: {
    method: 'GET',
    path: API_PATHS.owner.dashboard,
    auth: 'admin',
    status: 200,
    response: office.DashboardResponseSchema,
  },
  ownerAudit: {
    method: 'GET',
    path: API_PATHS.owner.audit,
    auth: 'admin',
    status: 200,
    query: office.OwnerAuditQuerySchema,
    response: office.OwnerAuditResponseSchema,
  },
  ownerGetSettings: {
    method: 'GET',
    path: API_PATHS.owner.settings,
    auth: 'admin',
    status: 200,
    response: shopSettings.GetShopSettingsResponseSchema,
  },
  ownerPutSettings: {
    method: 'PUT',
    path: API_PATHS.owner.settings,
    auth: 'admin',
    recentTwoFactor: true,
    status: 200,
    body: shopSettings.PutShopSettingsBodySchema,
    response: shopSettings.PutShopSettingsResponseSchema,
  },

  // ---- stock (additions, docs/product.md#for-the-owner) ----
  adjustStock: {
    method: 'POST',
    path: API_PATHS.stock.adjust,
    auth: 'admin',
    status: 200,
    params: stock.AdjustStockParamsSchema,
    body: stock.AdjustStockBodySchema,
    response: stock.AdjustStockResponseSchema,
  },
  stockLedger: {
    method: 'GET',
    path: API_PATHS.stock.ledger,
    auth: 'admin',
    status: 200,
    params: stock.StockLedgerParamsSchema,
    query: stock.StockLedgerQuerySchema,
    response: stock.StockLedgerResponseSchema,
  },
  lowStock: {
    method: 'GET',
    path: API_PATHS.stock.lowStock,
    auth: 'admin',
    status: 200,
    query: stock.LowStockQuerySchema,
    response: stock.LowStockResponseSchema,
  },

  // ---- dev (docs/architecture.md#orders-stock-and-payment) ----
  devSimulatePayment: {
    method: 'POST',
    path: API_PATHS.dev.simulatePayment,
    auth: 'dev',
    status: 200,
    body: dev.SimulatePaymentBodySchema,
    response: dev.SimulatePaymentResponseSchema,
  },
  devMine: {
    method: 'POST',
    path: API_PATHS.dev.mine,
    auth: 'dev',
    status: 200,
    body: dev.MineBodySchema,
    response: dev.MineResponseSchema,
  },
  devDropTransaction: {
    method: 'POST',
    path: API_PATHS.dev.dropTransaction,
    auth: 'dev',
    status: 200,
    body: dev.DropTransactionBodySchema,
    response: dev.DropTransactionResponseSchema,
  },
  devAdvanceClock: {
    method: 'POST',
    path: API_PATHS.dev.advanceClock,
    auth: 'dev',
    status: 200,
    body: dev.AdvanceClockBodySchema,
    response: dev.AdvanceClockResponseSchema,
  },
  devExplorerAddress: {
    method: 'GET',
    path: API_PATHS.dev.explorerAddress,
    auth: 'dev',
    status: 200,
    params: dev.ExplorerAddressParamsSchema,
    response: dev.ExplorerAddressResponseSchema,
  },
  devReorg: {
    method: 'POST',
    path: API_PATHS.dev.reorg,
    auth: 'dev',
    status: 200,
    body: dev.ReorgBodySchema,
    response: dev.ReorgResponseSchema,
  },
  devRefundSweep: {
    method: 'POST',
    path: API_PATHS.dev.refundSweep,
    auth: 'dev',
    status: 200,
    response: dev.RefundSweepResponseSchema,
  },
  // ---- the owner's catalog (Admin, docs/product.md#for-the-owner) ----
  createProduct: {
    method: 'POST',
    path: API_PATHS.product.create,
    auth: 'admin',
    status: 201,
    body: adminProduct.CreateProductBodySchema,
    response: adminProduct.AdminProductResponseSchema,
  },
  updateProduct: {
    method: 'PUT',
    path: API_PATHS.product.update,
    auth: 'admin',
    status: 200,
    params: adminProduct.AdminProductIdParamsSchema,
    body: adminProduct.UpdateProductBodySchema,
    response: adminProduct.AdminProductResponseSchema,
  },
  archiveProduct: {
    method: 'DELETE',
    path: API_PATHS.product.archive,
    auth: 'admin',
    status: 200,
    params: adminProduct.AdminProductIdParamsSchema,
    response: adminProduct.AdminProductResponseSchema,
  },
  duplicateProduct: {
    method: 'POST',
    path: API_PATHS.product.duplicate,
    auth: 'admin',
    status: 201,
    params: adminProduct.AdminProductIdParamsSchema,
    response: adminProduct.AdminProductResponseSchema,
  },
  /** multipart/form-data with the image as the file field `image`. */
  uploadProductImage: {
    method: 'POST',
    path: API_PATHS.product.uploadImage,
    auth: 'admin',
    status: 201,
    params: adminProduct.AdminProductIdParamsSchema,
    response: adminProduct.AdminProductResponseSchema,
  },
  reorderProductImages: {
    method: 'PUT',
    path: API_PATHS.product.reorderImages,
    auth: 'admin',
    status: 200,
    params: adminProduct.AdminProductIdParamsSchema,
    body: adminProduct.ReorderProductImagesBodySchema,
    response: adminProduct.AdminProductResponseSchema,
  },
  deleteProductImage: {
    method: 'DELETE',
    path: API_PATHS.product.deleteImage,
    auth: 'admin',
    status: 200,
    params: adminProduct.ProductImageParamsSchema,
    response: adminProduct.AdminProductResponseSchema,
  },
  adminProducts: {
    method: 'GET',
    path: API_PATHS.product.adminList,
    auth: 'admin',
    status: 200,
    query: adminProduct.AdminProductsQuerySchema,
    response: adminProduct.AdminProductsResponseSchema,
  },
  adminProduct: {
    method: 'GET',
    path: API_PATHS.product.adminGet,
    auth: 'admin',
    status: 200,
    params: adminProduct.AdminProductIdParamsSchema,
    response: adminProduct.AdminProductResponseSchema,
  },
  previewProduct: {
    method: 'GET',
    path: API_PATHS.product.preview,
    auth: 'admin',
    status: 200,
    params: product.ProductSkuParamsSchema,
    response: adminProduct.PreviewProductResponseSchema,
  },
  // ---- back in stock (addition) ----
  backInStockStatus: {
    method: 'GET',
    path: API_PATHS.backInStock.status,
    auth: 'user',
    status: 200,
    params: backInStock.BackInStockParamsSchema,
    response: backInStock.BackInStockResponseSchema,
  },
  requestBackInStock: {
    method: 'POST',
    path: API_PATHS.backInStock.request,
    auth: 'user',
    status: 200,
    params: backInStock.BackInStockParamsSchema,
    response: backInStock.BackInStockResponseSchema,
  },
  cancelBackInStock: {
    method: 'DELETE',
    path: API_PATHS.backInStock.cancel,
    auth: 'user',
    status: 200,
    params: backInStock.BackInStockParamsSchema,
    response: backInStock.BackInStockResponseSchema,
  },
  // ---- tax invoices and credit notes (docs/architecture.md#tax-invoices) ----
  buyerTaxInvoice: {
    method: 'GET',
    path: API_PATHS.taxDocument.buyerInvoice,
    auth: 'user',
    status: 200,
    params: taxDocument.TaxDocumentOrderParamsSchema,
    // application/pdf, not JSON: the order's current tax invoice (404 unless it is the caller's own order).
    response: taxDocument.TaxDocumentPdfSchema,
    file: true,
  },
  ownerTaxDocuments: {
    method: 'GET',
    path: API_PATHS.taxDocument.ownerList,
    auth: 'admin',
    status: 200,
    params: taxDocument.TaxDocumentOrderParamsSchema,
    response: taxDocument.OrderTaxDocumentsResponseSchema,
  },
  ownerTaxDocument: {
    method: 'GET',
    path: API_PATHS.taxDocument.ownerDocument,
    auth: 'admin',
    status: 200,
    params: taxDocument.TaxDocumentParamsSchema,
    // application/pdf: any invoice or credit note by its number.
    response: taxDocument.TaxDocumentPdfSchema,
    file: true,
  },
  ownerTaxDocumentsExport: {
    method: 'GET',
    path: API_PATHS.taxDocument.ownerExport,
    auth: 'admin',
    status: 200,
    query: taxDocument.TaxDocumentsExportQuerySchema,
    // text/csv: every invoice and credit note issued in the period.
    response: taxDocument.TaxDocumentsCsvSchema,
    file: true,
  },
  // ---- refunds and payouts (docs/architecture.md#refunds-and-payouts) ----
  buyerRefunds: {
    method: 'GET',
    path: API_PATHS.refund.buyerList,
    auth: 'user',
    status: 200,
    query: refund.BuyerRefundsQuerySchema,
    response: refund.BuyerRefundsResponseSchema,
  },
  buyerRefund: {
    method: 'GET',
    path: API_PATHS.refund.buyerRefund,
    auth: 'user',
    status: 200,
    params: refund.RefundParamsSchema,
    response: refund.BuyerRefundResponseSchema,
  },
  claimRefund: {
    method: 'POST',
    path: API_PATHS.refund.buyerClaim,
    auth: 'user',
    status: 200,
    params: refund.RefundParamsSchema,
    body: refund.ClaimRefundBodySchema,
    response: refund.BuyerRefundResponseSchema,
  },
  ownerRefunds: {
    method: 'GET',
    path: API_PATHS.refund.ownerList,
    auth: 'admin',
    status: 200,
    query: refund.OwnerRefundsQuerySchema,
    response: refund.OwnerRefundsResponseSchema,
  },
  ownerApproveRefund: {
    method: 'POST',
    path: API_PATHS.refund.ownerApprove,
    auth: 'admin',
    recentTwoFactor: true,
    status: 200,
    params: refund.RefundParamsSchema,
    response: refund.OwnerRefundResponseSchema,
  },
  ownerPayoutFeeEstimates: {
    method: 'GET',
    path: API_PATHS.refund.ownerFeeEstimates,
    auth: 'admin',
    status: 200,
    response: refund.FeeEstimatesResponseSchema,
  },
  ownerPayouts: {
    method: 'GET',
    path: API_PATHS.refund.ownerPayouts,
    auth: 'admin',
    status: 200,
    response: refund.PayoutsResponseSchema,
  },
  ownerCreatePayout: {
    method: 'POST',
    path: API_PATHS.refund.ownerPayouts,
    auth: 'admin',
    recentTwoFactor: true,
    status: 201,
    body: refund.CreatePayoutBodySchema,
    response: refund.PayoutResponseSchema,
  },
  ownerBroadcastPayout: {
    method: 'POST',
    path: API_PATHS.refund.ownerBroadcast,
    auth: 'admin',
    recentTwoFactor: true,
    status: 200,
    params: refund.PayoutParamsSchema,
    body: refund.BroadcastPayoutBodySchema,
    response: refund.PayoutResponseSchema,
  },
  ownerAbandonPayout: {
    method: 'POST',
    path: API_PATHS.refund.ownerAbandon,
    auth: 'admin',
    recentTwoFactor: true,
    status: 200,
    params: refund.PayoutParamsSchema,
    response: refund.PayoutResponseSchema,
  },
  ownerRefundsExport: {
    method: 'GET',
    path: API_PATHS.refund.ownerExport,
    auth: 'admin',
    status: 200,
    query: refund.RefundsExportQuerySchema,
    // text/csv: every refund created in the period, with its payout.
    response: refund.RefundsCsvSchema,
    file: true,
  },
  // ---- identity checks for large orders (docs/architecture.md#identity-checks-for-large-orders) ----
  getOrderLimits: {
    method: 'GET',
    path: API_PATHS.order.limits,
    auth: 'user',
    status: 200,
    response: orderLimits.GetOrderLimitsResponseSchema,
  },
  identityCheck: {
    method: 'GET',
    path: API_PATHS.identity.get,
    auth: 'user',
    status: 200,
    params: identity.IdentityOrderParamsSchema,
    response: identity.IdentityCheckResponseSchema,
  },
  /** multipart/form-data: `kind`, then the files `front` and (Emirates ID) `back`. */
  uploadIdentity: {
    method: 'POST',
    path: API_PATHS.identity.upload,
    auth: 'user',
    status: 201,
    params: identity.IdentityOrderParamsSchema,
    response: identity.IdentityCheckResponseSchema,
  },
  ownerIdentityChecks: {
    method: 'GET',
    path: API_PATHS.identity.ownerList,
    auth: 'admin',
    status: 200,
    response: identity.OwnerIdentityChecksResponseSchema,
  },
  ownerIdentityCheck: {
    method: 'GET',
    path: API_PATHS.identity.ownerGet,
    auth: 'admin',
    status: 200,
    params: identity.IdentityOrderParamsSchema,
    response: identity.OwnerIdentityCheckResponseSchema,
  },
  ownerIdentityDocument: {
    method: 'GET',
    path: API_PATHS.identity.ownerDocument,
    auth: 'admin',
    status: 200,
    params: identity.IdentityDocumentParamsSchema,
    // The file's bytes as an attachment, not JSON (see the route).
    response: identity.IdentityDocumentFileSchema,
    file: true,
  },
  approveIdentity: {
    method: 'POST',
    path: API_PATHS.identity.approve,
    auth: 'admin',
    recentTwoFactor: true,
    status: 200,
    params: identity.IdentityOrderParamsSchema,
    body: identity.ApproveIdentityBodySchema,
    response: identity.IdentityDecisionResponseSchema,
  },
  rejectIdentity: {
    method: 'POST',
    path: API_PATHS.identity.reject,
    auth: 'admin',
    status: 200,
    params: identity.IdentityOrderParamsSchema,
    body: identity.RejectIdentityBodySchema,
    response: identity.IdentityDecisionResponseSchema,
  },
  // ---- staff (docs/architecture.md#accounts-and-access; who may call each owner call: staff-permissions.ts) ----
  ownerStaff: {
    method: 'GET',
    path: API_PATHS.staff.list,
    auth: 'admin',
    status: 200,
    response: staff.OwnerStaffResponseSchema,
  },
  inviteStaff: {
    method: 'POST',
    path: API_PATHS.staff.invite,
    auth: 'admin',
    recentTwoFactor: true,
    status: 201,
    body: staff.InviteStaffBodySchema,
    response: staff.InviteStaffResponseSchema,
  },
  updateStaff: {
    method: 'PATCH',
    path: API_PATHS.staff.update,
    auth: 'admin',
    recentTwoFactor: true,
    status: 200,
    params: staff.StaffIdParamsSchema,
    body: staff.UpdateStaffBodySchema,
    response: staff.UpdateStaffResponseSchema,
  },
  acceptInvitation: {
    method: 'POST',
    path: API_PATHS.staff.acceptInvitation,
    auth: 'public',
    status: 200,
    body: staff.AcceptInvitationBodySchema,
    response: staff.AcceptInvitationResponseSchema,
  },
  // ---- two-factor sign-in and sessions (docs/architecture.md#two-factor-sign-in-and-sessions) ----
  twoFactorStatus: {
    method: 'GET',
    path: API_PATHS.twoFactor.status,
    auth: 'user',
    status: 200,
    response: twoFactor.TwoFactorStatusResponseSchema,
  },
  totpStart: {
    method: 'POST',
    path: API_PATHS.twoFactor.totpStart,
    auth: 'user',
    status: 200,
    response: twoFactor.TotpStartResponseSchema,
  },
  totpConfirm: {
    method: 'POST',
    path: API_PATHS.twoFactor.totpConfirm,
    auth: 'user',
    status: 200,
    body: twoFactor.TotpConfirmBodySchema,
    response: twoFactor.RecoveryCodesResponseSchema,
  },
  totpDisable: {
    method: 'POST',
    path: API_PATHS.twoFactor.totpDisable,
    auth: 'user',
    status: 200,
    body: twoFactor.TwoFactorCodeBodySchema,
    response: twoFactor.DisableTotpResponseSchema,
  },
  regenerateRecoveryCodes: {
    method: 'POST',
    path: API_PATHS.twoFactor.recoveryCodes,
    auth: 'user',
    status: 200,
    body: twoFactor.TwoFactorCodeBodySchema,
    response: twoFactor.RecoveryCodesResponseSchema,
  },
  verifyTwoFactor: {
    method: 'POST',
    path: API_PATHS.twoFactor.verify,
    auth: 'public',
    status: 200,
    body: twoFactor.VerifyTwoFactorBodySchema,
    response: user.AuthSessionResponseSchema,
  },
  reverifyTwoFactor: {
    method: 'POST',
    path: API_PATHS.twoFactor.reverify,
    auth: 'user',
    status: 200,
    body: twoFactor.ReverifyBodySchema,
    response: twoFactor.ReverifyResponseSchema,
  },
  passkeyOptions: {
    method: 'POST',
    path: API_PATHS.twoFactor.passkeyOptions,
    // A sign-in challenge names the account; a signed-in person re-verifying sends none.
    auth: 'public',
    status: 200,
    body: twoFactor.PasskeyOptionsBodySchema,
    response: twoFactor.PasskeyOptionsResponseSchema,
  },
  passkeyRegisterStart: {
    method: 'POST',
    path: API_PATHS.twoFactor.passkeyRegisterStart,
    auth: 'user',
    status: 200,
    response: twoFactor.PasskeyOptionsResponseSchema,
  },
  passkeyRegisterFinish: {
    method: 'POST',
    path: API_PATHS.twoFactor.passkeyRegisterFinish,
    auth: 'user',
    status: 201,
    body: twoFactor.PasskeyRegisterFinishBodySchema,
    response: twoFactor.PasskeyRegisterFinishResponseSchema,
  },
  passkeyDelete: {
    method: 'DELETE',
    path: API_PATHS.twoFactor.passkeyDelete,
    auth: 'user',
    status: 200,
    params: twoFactor.PasskeyParamsSchema,
    response: twoFactor.TwoFactorStatusResponseSchema,
  },
  listSessions: {
    method: 'GET',
    path: API_PATHS.sessions.list,
    auth: 'user',
    status: 200,
    response: twoFactor.SessionsResponseSchema,
  },
  endSession: {
    method: 'DELETE',
    path: API_PATHS.sessions.end,
    auth: 'user',
    status: 200,
    params: twoFactor.SessionParamsSchema,
    response: twoFactor.EndSessionResponseSchema,
  },
  ownerStaffSessions: {
    method: 'GET',
    path: API_PATHS.sessions.staffList,
    auth: 'admin',
    status: 200,
    params: twoFactor.StaffParamsSchema,
    response: twoFactor.SessionsResponseSchema,
  },
  ownerEndStaffSession: {
    method: 'DELETE',
    path: API_PATHS.sessions.staffEnd,
    auth: 'admin',
    recentTwoFactor: true,
    status: 200,
    params: twoFactor.StaffSessionParamsSchema,
    response: twoFactor.EndSessionResponseSchema,
  },

  // ---- pages the owner writes (docs/architecture.md#pages) ----
  getPage: {
    method: 'GET',
    path: API_PATHS.pages.get,
    auth: 'public',
    status: 200,
    params: pages.PageSlugParamsSchema,
    query: pages.PageLanguageQuerySchema,
    response: pages.PublicPageResponseSchema,
  },
  ownerPages: {
    method: 'GET',
    path: API_PATHS.pages.ownerList,
    auth: 'admin',
    status: 200,
    response: pages.OwnerPagesResponseSchema,
  },
  ownerPage: {
    method: 'GET',
    path: API_PATHS.pages.ownerGet,
    auth: 'admin',
    status: 200,
    params: pages.PageSlugParamsSchema,
    query: pages.OwnerPageQuerySchema,
    response: pages.OwnerPageResponseSchema,
  },
  ownerSavePageDraft: {
    method: 'POST',
    path: API_PATHS.pages.saveDraft,
    auth: 'admin',
    status: 201,
    params: pages.PageSlugParamsSchema,
    body: pages.SavePageDraftBodySchema,
    response: pages.OwnerPageResponseSchema,
  },
  ownerPublishPage: {
    method: 'POST',
    path: API_PATHS.pages.publish,
    auth: 'admin',
    status: 200,
    params: pages.PageSlugParamsSchema,
    body: pages.PageVersionBodySchema,
    response: pages.OwnerPageResponseSchema,
  },
  ownerRestorePageVersion: {
    method: 'POST',
    path: API_PATHS.pages.restore,
    auth: 'admin',
    status: 201,
    params: pages.PageSlugParamsSchema,
    body: pages.PageVersionBodySchema,
    response: pages.OwnerPageResponseSchema,
  },
} as const satisfies Record<string, EndpointDefinition>

export type EndpointName = keyof typeof API_ENDPOINTS
