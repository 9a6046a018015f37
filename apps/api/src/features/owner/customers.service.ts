import {
  type CustomerDetail,
  type CustomerSummary,
  filsToAed,
  type OwnerCustomersQuery,
  UserRoleSchema,
  isStaffRole,
} from '@shop/contract'
import type { Db, DbOrTx } from '../../db/client.js'
import type { Clock } from '../../lib/clock.js'
import { conflict, notFound } from '../../lib/errors.js'
import { recordAudit } from '../audit/audit.repo.js'
import { listOrdersOfCustomer } from './all-orders.repo.js'
import { toOrderSummary } from './all-orders.service.js'
import {
  countCustomers,
  type CustomerRow,
  findCustomer,
  listAddressesOfCustomer,
  listCustomers,
  lockAccount,
  setDisabledAt,
} from './customers.repo.js'

export interface CustomersServiceDeps {
  db: Db
  clock: Clock
  /** Ends every session of the account (session-tokens.ts), in the caller's transaction. */
  revokeSessions: (tx: DbOrTx, userId: number) => Promise<void>
}

/** The customer page lists at most this many of the newest orders (the orders page has them all). */
export const CUSTOMER_PAGE_ORDERS = 100

function toSummary(row: CustomerRow): CustomerSummary {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    role: UserRoleSchema.parse(row.role),
    isVerified: row.isVerified,
    disabledAt: row.disabledAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    orderCount: row.orderCount,
    totalPaid: filsToAed(Number(row.totalPaidFils)),
    lastOrderAt: row.lastOrderAt?.toISOString() ?? null,
  }
}

/** docs/product.md#for-the-owner: the owner's customers: search, a customer's page, disable and enable. */
export function createCustomersService(deps: CustomersServiceDeps) {
  async function summary(db: DbOrTx, id: number) {
    const row = await findCustomer(db, id)
    if (!row) throw notFound('Customer not found.')
    return toSummary(row)
  }

  /**
   * Disables or enables an account, with its audit row, in one transaction. Decision 043: an owner cannot
   * disable an admin (themself included): the shop must never lock out the last person who can open it.
   */
  async function setDisabled(admin: { id: number }, id: number, disable: boolean) {
    return deps.db.transaction(async (tx) => {
      const account = await lockAccount(tx, id)
      if (!account) throw notFound('Customer not found.')
      if (disable && account.id === admin.id) throw conflict('You cannot disable your own account.')
      // Staff are disabled on the staff page, where the last owner is kept (features/users/staff.service.ts).
      if (disable && isStaffRole(account.role))
        throw conflict('A member of staff is disabled on the staff page.')
      const wasDisabled = account.disabledAt !== null
      if (wasDisabled !== disable) {
        const now = deps.clock.now()
        await setDisabledAt(tx, id, disable ? now : null, now)
        // A disabled account is signed out everywhere at once; enabling it does not bring sessions back.
        if (disable) await deps.revokeSessions(tx, id)
        await recordAudit(tx, {
          actorUserId: admin.id,
          action: disable ? 'user.disable' : 'user.enable',
          entityType: 'user',
          entityId: id,
          before: { disabledAt: account.disabledAt?.toISOString() ?? null },
          after: { disabledAt: disable ? now.toISOString() : null },
          at: now,
        })
      }
      return summary(tx, id)
    })
  }

  return {
    async list(query: OwnerCustomersQuery): Promise<{ data: CustomerSummary[]; count: number }> {
      const [count, rows] = await Promise.all([
        countCustomers(deps.db, query.search),
        listCustomers(deps.db, query.search, { offset: (query.page - 1) * query.limit, limit: query.limit }),
      ])
      return { data: rows.map(toSummary), count }
    },

    async detail(id: number): Promise<CustomerDetail> {
      const [account, addresses, orders] = await Promise.all([
        summary(deps.db, id),
        listAddressesOfCustomer(deps.db, id),
        listOrdersOfCustomer(deps.db, id, CUSTOMER_PAGE_ORDERS),
      ])
      return { ...account, addresses, orders: orders.map(toOrderSummary) }
    },

    disable: (admin: { id: number }, id: number) => setDisabled(admin, id, true),
    enable: (admin: { id: number }, id: number) => setDisabled(admin, id, false),
  }
}

export type CustomersService = ReturnType<typeof createCustomersService>
