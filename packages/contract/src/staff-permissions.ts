import type { API_ENDPOINTS, EndpointName } from './endpoints.js'
import { isStaffRole, type StaffRole } from './staff-roles.js'

// Which member of staff may make which owner call: one row per `auth: 'admin'` row of endpoints.ts. The table is
// read by the API's session check (apps/api/src/plugins/auth.ts) before anything else of a request is read, and
// by the back office's pages to hide what a role cannot use. The type below makes a new owner call without a
// row a type error.
//
// The owner may call everything, so rows list only the other roles. To add a row: copy the row of the call
// nearest in purpose, or write OWNER_ONLY when unsure: a role given too little asks for more, a role given too
// much is a leak. Staff, settings and the wallet are the owner's alone; identity documents are the owner's
// and compliance's (what the law asks to keep from other eyes).

/** The staff roles a row may name: the owner is on every row without being written. */
export type DelegatedRole = Exclude<StaffRole, 'owner'>

/** Names of the rows of API_ENDPOINTS that only staff may call. */
export type OwnerEndpointName = {
  [K in EndpointName]: (typeof API_ENDPOINTS)[K]['auth'] extends 'admin' ? K : never
}[EndpointName]

/** Only the owner. */
export const OWNER_ONLY: readonly DelegatedRole[] = []

// Named groups, so each row says who in words the owner would use.
const MANAGER: readonly DelegatedRole[] = ['manager']
/** Reading money: the orders, payments, invoices, exports and dashboard figures; no changes. */
const READS_MONEY: readonly DelegatedRole[] = ['manager', 'accountant']
/** Reading the orders to ship and one order's page, for those who pack and ship them too. */
const READS_ORDERS_TO_SHIP: readonly DelegatedRole[] = ['manager', 'fulfilment', 'accountant']
/** Moving a paid order on: shipped, delivered. */
const SHIPS: readonly DelegatedRole[] = ['manager', 'fulfilment']
/** Reading the identity checks waiting for a decision. */
const READS_IDENTITY_CHECKS: readonly DelegatedRole[] = ['manager', 'compliance']
/** Identity documents and the decision on them (docs/architecture.md#identity-checks-for-large-orders). */
const COMPLIANCE: readonly DelegatedRole[] = ['compliance']

/**
 * STAFF_PERMISSIONS[call]: the roles besides the owner that may make the owner call. Every `admin` row of
 * API_ENDPOINTS has exactly one entry here (a missing or unknown name does not compile).
 */
export const STAFF_PERMISSIONS: { readonly [Name in OwnerEndpointName]: readonly DelegatedRole[] } = {
  // Accounts and catalog: the manager runs the shop day to day.
  getUsersAll: MANAGER,
  createCategory: MANAGER,
  updateCategory: MANAGER,
  ownerCategories: MANAGER,
  reorderCategories: MANAGER,
  deleteCategory: MANAGER,
  updateMetalPrice: MANAGER,
  unpinMetalPrice: MANAGER,
  getMetalFeedHealth: MANAGER,
  createProduct: MANAGER,
  updateProduct: MANAGER,
  archiveProduct: MANAGER,
  duplicateProduct: MANAGER,
  uploadProductImage: MANAGER,
  reorderProductImages: MANAGER,
  deleteProductImage: MANAGER,
  ownerProducts: MANAGER,
  ownerProduct: MANAGER,
  previewProduct: MANAGER,
  adjustStock: MANAGER,
  stockLedger: MANAGER,
  lowStock: MANAGER,
  ownerCustomers: MANAGER,
  ownerCustomer: MANAGER,
  ownerDisableCustomer: MANAGER,
  ownerEnableCustomer: MANAGER,
  ownerAudit: MANAGER,
  // The shop's pages and the mails' footer: words, not money; the manager keeps them current.
  ownerPages: MANAGER,
  ownerPage: MANAGER,
  ownerSavePageDraft: MANAGER,
  ownerPublishPage: MANAGER,
  ownerRestorePageVersion: MANAGER,

  // Orders: fulfilment ships what is paid; the accountant reads.
  ownerOrders: READS_ORDERS_TO_SHIP,
  ownerOrder: READS_ORDERS_TO_SHIP,
  updateOrderStatus: SHIPS,
  ownerAllOrders: READS_MONEY,
  ownerCancelOrder: MANAGER,

  // Money: read by the accountant, changed by the manager; the wallet is the owner's.
  ownerDashboard: READS_MONEY,
  ownerOrdersExport: READS_MONEY,
  ownerPaymentsToSettle: READS_MONEY,
  ownerSettlePayment: MANAGER,
  ownerWalletHealth: OWNER_ONLY,
  ownerTaxDocuments: READS_MONEY,
  ownerTaxDocument: READS_MONEY,
  ownerTaxDocumentsExport: READS_MONEY,
  // Refunds: read by the manager and the accountant; approving and paying out spend from the wallet, the owner's.
  ownerRefunds: READS_MONEY,
  ownerRefundsExport: READS_MONEY,
  ownerPayouts: READS_MONEY,
  ownerPayoutFeeEstimates: OWNER_ONLY,
  ownerApproveRefund: OWNER_ONLY,
  ownerCreatePayout: OWNER_ONLY,
  ownerBroadcastPayout: OWNER_ONLY,
  ownerAbandonPayout: OWNER_ONLY,

  // Returns: those who handle orders see them; the manager decides; who unpacks the parcel records its receipt
  // (the refund it makes still waits for the owner's approval before any money moves).
  ownerReturns: READS_ORDERS_TO_SHIP,
  ownerReturnPhoto: READS_ORDERS_TO_SHIP,
  ownerDecideReturn: MANAGER,
  ownerReceiveReturn: SHIPS,

  // Sell-back: seen like returns; the manager agrees the price and pays (cash leaves the till, bitcoin makes a
  // refund the owner still approves); who unpacks and weighs the items records their receipt.
  ownerSellBackQuotes: READS_ORDERS_TO_SHIP,
  ownerDecideSellBack: MANAGER,
  ownerReceiveSellBack: SHIPS,
  ownerPaySellBack: MANAGER,

  // Identity checks: the manager sees which orders wait; only compliance reads documents and decides.
  ownerIdentityChecks: READS_IDENTITY_CHECKS,
  ownerIdentityCheck: READS_IDENTITY_CHECKS,
  ownerIdentityDocument: COMPLIANCE,
  approveIdentity: COMPLIANCE,
  rejectIdentity: COMPLIANCE,

  // Settings: the owner's alone (they price every order).
  ownerGetSettings: OWNER_ONLY,
  ownerPutSettings: OWNER_ONLY,

  // Staff: the owner's alone.
  ownerStaff: OWNER_ONLY,
  inviteStaff: OWNER_ONLY,
  updateStaff: OWNER_ONLY,
  ownerStaffSessions: OWNER_ONLY,
  ownerEndStaffSession: OWNER_ONLY,
}

/**
 * Whether a signed-in account of `role` may make the owner call `name`: the owner always, other staff when
 * the call's row names their role, a buyer (`User`) never.
 */
export function staffMayCall(role: string | null | undefined, name: OwnerEndpointName): boolean {
  if (!isStaffRole(role)) return false
  if (role === 'owner') return true
  return STAFF_PERMISSIONS[name].includes(role)
}
