import {
  type AdjustStockBody,
  type LowStockQuery,
  STOCK_MESSAGES,
  type StockLedgerEntry,
  type StockLedgerQuery,
  type StockProduct,
  stockAfterAdjustment,
} from '@shop/contract'
import type { Db } from '../../db/client.js'
import type { Clock } from '../../lib/clock.js'
import { conflict, notFound } from '../../lib/errors.js'
import { recordAudit } from '../audit/audit.repo.js'
import {
  adjustStock,
  countLedgerRows,
  countLowStock,
  findStockProduct,
  type LedgerRow,
  listLedgerPage,
  listLowStock,
  type StockProductRow,
} from './stock-ledger.repo.js'

export interface StockServiceDeps {
  db: Db
  clock: Clock
  /** Told of a product whose stock an adjustment lowered, after it committed: the low-stock mail. */
  onStockTaken?: (productIds: number[]) => void
}

const toStockProduct = (row: StockProductRow): StockProduct => ({
  id: row.id,
  name: row.name,
  sku: row.sku,
  stock: row.stock,
  lowStockThreshold: row.lowStockThreshold,
  lowStockAlertedAt: row.lowStockAlertedAt?.toISOString() ?? null,
})

const toLedgerEntry = (row: LedgerRow): StockLedgerEntry => ({
  id: row.id,
  at: row.at.toISOString(),
  delta: row.delta,
  reason: row.reason,
  note: row.note,
  orderId: row.orderUniqueId,
  actor:
    row.actorId === null
      ? null
      : {
          id: row.actorId,
          name: `${row.actorFirstName ?? ''} ${row.actorLastName ?? ''}`.trim(),
          email: row.actorEmail ?? '',
        },
  stockAfter: row.stockAfter,
})

/** docs/product.md#for-the-owner: the owner's stock calls. Every write goes through stock-ledger.repo.ts. */
export function createStockService(deps: StockServiceDeps) {
  return {
    /**
     * adjust-stock: moves the product's stock by `delta` with its ledger row and audit row, in one
     * transaction. The product row is locked first, so the "before" in the audit is the stock the change
     * applied to, and concurrent orders wait rather than interleave; 409 with the current stock when the
     * change would leave less than 0 (nothing is written).
     */
    async adjust(
      admin: { id: number },
      productId: number,
      body: AdjustStockBody,
    ): Promise<{ stock: number }> {
      const stock = await deps.db.transaction(async (tx) => {
        const product = await findStockProduct(tx, productId, { forUpdate: true })
        if (!product) throw notFound('Product not found.', 'PRODUCT_NOT_FOUND')
        if (stockAfterAdjustment(product.stock, body.delta) === null)
          throw conflict(STOCK_MESSAGES.belowZero(product.stock, body.delta), { stock: product.stock })
        const at = deps.clock.now()
        const after = await adjustStock(tx, {
          productId,
          delta: body.delta,
          reason: body.reason,
          note: body.note,
          actorUserId: admin.id,
          at,
        })
        // The row is locked and was checked above: a null here is a bug, and rolls the adjustment back.
        if (after === null) throw new Error(`stock adjustment of product ${productId} wrote nothing`)
        await recordAudit(tx, {
          actorUserId: admin.id,
          action: 'stock.adjust',
          entityType: 'stock',
          entityId: productId,
          before: { stock: product.stock },
          after: { stock: after, delta: body.delta, reason: body.reason, note: body.note },
          at,
        })
        return after
      })
      if (body.delta < 0) deps.onStockTaken?.([productId])
      return { stock }
    },

    /** stock-ledger: a page of the product's ledger, newest first, with the product; 404 for no product. */
    async ledger(productId: number, query: StockLedgerQuery) {
      const product = await findStockProduct(deps.db, productId)
      if (!product) throw notFound('Product not found.', 'PRODUCT_NOT_FOUND')
      const page = { offset: (query.page - 1) * query.limit, limit: query.limit }
      const [rows, count] = await Promise.all([
        listLedgerPage(deps.db, productId, page),
        countLedgerRows(deps.db, productId),
      ])
      return { product: toStockProduct(product), entries: rows.map(toLedgerEntry), count }
    },

    /** low-stock: published products at or below their threshold, lowest stock first. */
    async lowStock(query: LowStockQuery): Promise<{ data: StockProduct[]; count: number }> {
      const page = { offset: (query.page - 1) * query.limit, limit: query.limit }
      const [rows, count] = await Promise.all([listLowStock(deps.db, page), countLowStock(deps.db)])
      return { data: rows.map(toStockProduct), count }
    },
  }
}

export type StockService = ReturnType<typeof createStockService>
