import { SKU_PATTERN } from '@shop/contract'
import { recordAudit } from '../audit/audit.repo.js'
import { mustFindOwnerProduct, type Actor, type OwnerProductEditorDeps } from './owner-products.editor.js'
import {
  findClash,
  imagesOf,
  insertImage,
  insertProduct,
  replaceChildren,
  type OwnerProductRow,
} from './owner-products.repo.js'

/** A new SKU for a copy: `<sku>-COPY`, then `-COPY2`…, cut so it still fits the SKU rule. */
function copySku(sku: string, attempt: number): string {
  const suffix = attempt === 1 ? '-COPY' : `-COPY${attempt}`
  return `${sku.slice(0, 64 - suffix.length)}${suffix}`
}
const copyName = (name: string, attempt: number) =>
  attempt === 1 ? `Copy of ${name}` : `Copy of ${name} (${attempt})`

/** The owner's "duplicate": a new draft started from an existing product. */
export function createProductDuplicate(deps: Pick<OwnerProductEditorDeps, 'db' | 'clock'>) {
  const { db, clock } = deps

  return {
    /** A draft copy ("Copy of …", SKU "<sku>-COPY"), stock 0, with the same prices, lists and images. */
    async duplicate(actor: Actor, id: number): Promise<OwnerProductRow> {
      return db.transaction(async (tx) => {
        const source = await mustFindOwnerProduct(tx, id)
        let attempt = 1
        while (
          (await findClash(tx, {
            sku: copySku(source.sku, attempt),
            name: copyName(source.name, attempt),
          })) !== undefined
        ) {
          attempt += 1
        }
        const sku = copySku(source.sku, attempt)
        if (!SKU_PATTERN.test(sku)) throw new Error(`copy SKU ${sku} breaks the SKU rule`)
        const now = clock.now()
        const {
          id: _id,
          createdAt: _createdAt,
          updatedAt: _updatedAt,
          archivedAt: _archivedAt,
          lowStockAlertedAt: _alerted,
          stock: _stock,
          categoryName: _categoryName,
          metalType: _metalType,
          images: _images,
          descriptions,
          variants,
          attributes,
          ...values
        } = source
        const copyId = await insertProduct(tx, {
          ...values,
          sku,
          name: copyName(source.name, attempt),
          published: false,
          stock: 0,
          now,
        })
        await replaceChildren(
          tx,
          copyId,
          {
            descriptions,
            attributes: attributes.map((a) => ({
              attributeType: a.attributeType,
              attributeTypeAr: a.attributeTypeAr,
              value: a.value,
              valueAr: a.valueAr,
              unit: a.unit,
            })),
            variants: variants.map((v) => ({
              name: v.name,
              nameAr: v.nameAr,
              options: v.options.map((o) => ({
                name: o.name,
                nameAr: o.nameAr,
                priceAdjustmentFils: o.priceAdjustmentFils,
              })),
            })),
          },
          now,
        )
        // The copy shows the same files; they are removed only when no product shows them any more.
        for (const image of await imagesOf(tx, id)) {
          await insertImage(tx, { ...image, productId: copyId, now })
        }
        const after = await mustFindOwnerProduct(tx, copyId)
        await recordAudit(tx, {
          actorUserId: actor.id,
          action: 'product.duplicate',
          entityType: 'product',
          entityId: copyId,
          before: { copiedFromProductId: id, sku: source.sku },
          after,
          at: now,
        })
        return after
      })
    },
  }
}
