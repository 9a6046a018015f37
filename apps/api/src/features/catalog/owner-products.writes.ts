import type { CreateProductBody, UpdateProductBody } from '@shop/contract'
import type { DbOrTx } from '../../db/client.js'
import { conflict, notFound } from '../../lib/errors.js'
import { recordAudit } from '../audit/audit.repo.js'
import {
  OWNER_PRODUCT_NOT_FOUND,
  CATEGORY_UNKNOWN,
  fieldError,
  mustFindOwnerProduct,
  nameTaken,
  skuTaken,
  type Actor,
  type OwnerProductEditorDeps,
} from './owner-products.editor.js'
import {
  childIdsOf,
  findClash,
  insertInitialStock,
  insertProduct,
  lockProduct,
  replaceChildren,
  updateProductRow,
  type OwnerProductRow,
} from './owner-products.repo.js'
import { checkOwnChildIds, childrenOf, productValues, type ProductBody } from './owner-products.values.js'
import { findCategoryById } from './categories.repo.js'

function isUniqueViolation(error: unknown): boolean {
  // drizzle wraps the driver's error; the SQLSTATE sits on the cause.
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    if ((e as { code?: unknown }).code === '23505') return true
  }
  return false
}

/** The owner's writes of a product's own fields and lists: create, update and archive. */
export function createProductWrites(deps: Pick<OwnerProductEditorDeps, 'db' | 'clock'>) {
  const { db, clock } = deps

  async function checkBody(tx: DbOrTx, body: ProductBody, exceptId?: number) {
    if (!(await findCategoryById(tx, body.category_id))) throw fieldError('category_id', CATEGORY_UNKNOWN)
    const clash = await findClash(tx, { sku: body.sku, name: body.product_name }, exceptId)
    if (clash === 'sku')
      throw conflict(skuTaken(body.sku), { body: [{ path: ['sku'], message: skuTaken(body.sku) }] })
    if (clash === 'name') {
      const message = nameTaken(body.product_name)
      throw conflict(message, { body: [{ path: ['product_name'], message }] })
    }
  }

  /** Runs a write; a unique violation (two owners saving the same SKU or name at once) becomes 409. */
  async function writing<T>(
    body: { sku: string; product_name: string },
    exceptId: number | undefined,
    write: () => Promise<T>,
  ) {
    try {
      return await write()
    } catch (error) {
      if (!isUniqueViolation(error)) throw error
      const clash = await findClash(db, { sku: body.sku, name: body.product_name }, exceptId)
      throw conflict(clash === 'name' ? nameTaken(body.product_name) : skuTaken(body.sku))
    }
  }

  return {
    /** A new product with its opening stock as one 'initial' ledger row, all in one transaction. */
    async create(actor: Actor, body: CreateProductBody): Promise<OwnerProductRow> {
      return writing(body, undefined, () =>
        db.transaction(async (tx) => {
          await checkBody(tx, body)
          const now = clock.now()
          const id = await insertProduct(tx, { ...(await productValues(tx, body)), stock: body.stock, now })
          if (body.stock > 0) {
            await insertInitialStock(tx, {
              productId: id,
              delta: body.stock,
              actorUserId: actor.id,
              at: now,
              note: 'opening stock',
            })
          }
          await replaceChildren(tx, id, childrenOf(body), now)
          const after = await mustFindOwnerProduct(tx, id)
          await recordAudit(tx, {
            actorUserId: actor.id,
            action: 'product.create',
            entityType: 'product',
            entityId: id,
            after,
            at: now,
          })
          return after
        }),
      )
    },

    /**
     * Replaces the product's fields and lists; stock is left alone. Variants and options sent with their
     * ids keep them; ids of another product's are refused (400).
     */
    async update(actor: Actor, id: number, body: UpdateProductBody): Promise<OwnerProductRow> {
      return writing(body, id, () =>
        db.transaction(async (tx) => {
          if (!(await lockProduct(tx, id))) throw notFound(OWNER_PRODUCT_NOT_FOUND, 'PRODUCT_NOT_FOUND')
          const before = await mustFindOwnerProduct(tx, id)
          checkOwnChildIds(body, await childIdsOf(tx, id))
          await checkBody(tx, body, id)
          const now = clock.now()
          await updateProductRow(tx, id, { ...(await productValues(tx, body)), updatedAt: now })
          await replaceChildren(tx, id, childrenOf(body), now)
          const after = await mustFindOwnerProduct(tx, id)
          await recordAudit(tx, {
            actorUserId: actor.id,
            action: 'product.update',
            entityType: 'product',
            entityId: id,
            before,
            after,
            at: now,
          })
          return after
        }),
      )
    },

    /**
     * Archives: hidden from shoppers, never deleted (order lines keep pointing at it). Archiving an
     * archived product changes nothing and records nothing.
     */
    async archive(actor: Actor, id: number): Promise<OwnerProductRow> {
      return db.transaction(async (tx) => {
        if (!(await lockProduct(tx, id))) throw notFound(OWNER_PRODUCT_NOT_FOUND, 'PRODUCT_NOT_FOUND')
        const before = await mustFindOwnerProduct(tx, id)
        if (before.archivedAt !== null) return before
        const now = clock.now()
        await updateProductRow(tx, id, { archivedAt: now, updatedAt: now })
        const after = await mustFindOwnerProduct(tx, id)
        await recordAudit(tx, {
          actorUserId: actor.id,
          action: 'product.archive',
          entityType: 'product',
          entityId: id,
          before: { archivedAt: null, published: before.published },
          after: { archivedAt: now.toISOString(), published: after.published },
          at: now,
        })
        return after
      })
    },
  }
}
