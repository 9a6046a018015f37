import {
  aedToFils,
  metalLinkedPriceFils,
  PRODUCT_IMAGES_MAX,
  PRODUCT_MESSAGES,
  SKU_PATTERN,
  type CreateProductBody,
  type UpdateProductBody,
} from '@shop/contract'
import { eq } from 'drizzle-orm'
import type { Db, DbOrTx } from '../../db/client.js'
import { productImages } from '../../db/schema/index.js'
import type { Clock } from '../../lib/clock.js'
import { badRequest, conflict, notFound } from '../../lib/errors.js'
import { recordAudit } from '../audit/audit.repo.js'
import {
  childIdsOf,
  countImages,
  deleteImage,
  findAdminProduct,
  findClash,
  findMetalForPricing,
  imagesOf,
  insertImage,
  insertInitialStock,
  insertProduct,
  listAdminProducts,
  lockProduct,
  reorderImages,
  replaceChildren,
  updateProductRow,
  type AdminProductFilter,
  type AdminProductRow,
  type ChildrenInput,
  type ProductValues,
} from './admin-products.repo.js'
import { findCategoryById } from './categories.repo.js'
import { reencodeProductImage, type ProductImageStore } from './product-images.js'

export const ADMIN_PRODUCT_NOT_FOUND = 'Product not found.'
export const PRODUCT_IMAGE_NOT_FOUND = 'Image not found.'
export const skuTaken = (sku: string) => `A product with SKU "${sku}" already exists.`
export const nameTaken = (name: string) => `A product named "${name}" already exists.`
export const CATEGORY_UNKNOWN = 'No category with this id; choose one from the list.'
export const tooManyImages = `A product has at most ${PRODUCT_IMAGES_MAX} images; remove one first.`
export const optionNotOfProduct = (id: number) => `Option ${id} is not an option of this product.`
export const variantNotOfProduct = (id: number) => `Variant ${id} is not a variant of this product.`

/** Who acts: the signed-in owner. */
export interface Actor {
  id: number
}

type ProductBody = CreateProductBody | UpdateProductBody

function isUniqueViolation(error: unknown): boolean {
  // drizzle wraps the driver's error; the SQLSTATE sits on the cause.
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    if ((e as { code?: unknown }).code === '23505') return true
  }
  return false
}

const fieldError = (field: string, message: string) =>
  badRequest(`${field}: ${message}`, { body: [{ path: [field], message }] })

/** The fields of the products row a body sets (stock, archiving and timestamps aside), priced in `tx`. */
async function productValues(tx: DbOrTx, body: ProductBody): Promise<ProductValues> {
  const common = {
    sku: body.sku,
    name: body.product_name,
    description: body.description,
    nameAr: arabic(body.product_name_ar),
    descriptionAr: arabic(body.description_ar),
    categoryId: body.category_id,
    vatPercent: body.vat,
    shippingCostFils: aedToFils(body.shipping_cost),
    isNew: body.new_tag,
    published: body.published,
    weightGrams: body.weight_grams,
    purity: body.purity,
    premiumPercent: body.premium_percent,
    premiumFils: aedToFils(body.premium_aed),
    maxPerOrder: body.max_per_order,
    lowStockThreshold: body.low_stock_threshold,
    // Absent from the body: a new product has none, an edit keeps those stored.
    ...(body.volume_tiers === undefined
      ? {}
      : {
          volumeTiers: body.volume_tiers.map((tier) => ({
            minQuantity: tier.min_quantity,
            discountPercent: tier.discount_percent,
          })),
        }),
  }
  if (body.pricing_mode === 'fixed') {
    return {
      ...common,
      dynamicPricing: false,
      metalPriceId: null,
      basePriceFils: body.base_price === null ? null : aedToFils(body.base_price),
      finalPriceFils: body.final_price === null ? null : aedToFils(body.final_price),
    }
  }
  // The schema guarantees these for a metal product; narrowing here keeps the types honest.
  if (body.metal_type === null || body.weight_grams === null || body.purity === null) {
    throw fieldError('metal_type', PRODUCT_MESSAGES.metalRequired)
  }
  const metal = await findMetalForPricing(tx, body.metal_type)
  if (!metal) throw fieldError('metal_type', PRODUCT_MESSAGES.metalRequired)
  return {
    ...common,
    dynamicPricing: true,
    metalPriceId: metal.id,
    basePriceFils: null,
    // Priced from the metal's price as locked in this transaction; the feed re-prices it from then on.
    finalPriceFils: metalLinkedPriceFils({
      pricePerGramFils: metal.pricePerGramFils,
      weightGrams: body.weight_grams,
      purity: body.purity,
      premiumPercent: body.premium_percent,
      premiumFils: common.premiumFils,
    }),
  }
}

/** An Arabic twin as stored: null when absent or empty, so the English is shown. */
const arabic = (text: string | null | undefined): string | null =>
  text === undefined || text === null || text === '' ? null : text

function childrenOf(body: ProductBody): ChildrenInput {
  return {
    descriptions: body.descriptions.map((d) => ({ text: d.description, textAr: arabic(d.description_ar) })),
    attributes: body.attributes.map((a) => ({
      attributeType: a.attribute_type,
      attributeTypeAr: arabic(a.attribute_type_ar),
      value: a.value,
      valueAr: arabic(a.value_ar),
      unit: a.unit === null || a.unit === '' ? null : a.unit,
    })),
    variants: body.variants.map((v) => ({
      id: v.id,
      name: v.variant_name,
      nameAr: arabic(v.variant_name_ar),
      options: v.variant_options.map((o) => ({
        id: o.id,
        name: o.option_name,
        nameAr: arabic(o.option_name_ar),
        priceAdjustmentFils: aedToFils(o.price_adjustment),
      })),
    })),
  }
}

/** A new SKU for a copy: `<sku>-COPY`, then `-COPY2`…, cut so it still fits the SKU rule. */
function copySku(sku: string, attempt: number): string {
  const suffix = attempt === 1 ? '-COPY' : `-COPY${attempt}`
  return `${sku.slice(0, 64 - suffix.length)}${suffix}`
}
const copyName = (name: string, attempt: number) =>
  attempt === 1 ? `Copy of ${name}` : `Copy of ${name} (${attempt})`

export function createAdminProductService(deps: { db: Db; clock: Clock; images: ProductImageStore }) {
  const { db, clock, images } = deps

  async function mustFind(tx: DbOrTx, id: number): Promise<AdminProductRow> {
    const row = await findAdminProduct(tx, id)
    if (!row) throw notFound(ADMIN_PRODUCT_NOT_FOUND, 'PRODUCT_NOT_FOUND')
    return row
  }

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

  /** Removes an image's files unless another product (a duplicate) still shows them. */
  async function removeFilesIfUnused(url: string, widths: number[] | null) {
    const [stillUsed] = await db
      .select({ id: productImages.id })
      .from(productImages)
      .where(eq(productImages.url, url))
      .limit(1)
    if (!stillUsed) await images.remove(url, widths)
  }

  return {
    /** One product, drafts and archived included; 404 when unknown. */
    get: (id: number) => mustFind(db, id),

    list: (filter: AdminProductFilter) => listAdminProducts(db, filter),

    /** A new product with its opening stock as one 'initial' ledger row, all in one transaction. */
    async create(actor: Actor, body: CreateProductBody): Promise<AdminProductRow> {
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
          const after = await mustFind(tx, id)
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
    async update(actor: Actor, id: number, body: UpdateProductBody): Promise<AdminProductRow> {
      return writing(body, id, () =>
        db.transaction(async (tx) => {
          if (!(await lockProduct(tx, id))) throw notFound(ADMIN_PRODUCT_NOT_FOUND, 'PRODUCT_NOT_FOUND')
          const before = await mustFind(tx, id)
          const own = await childIdsOf(tx, id)
          for (const [v, variant] of body.variants.entries()) {
            if (variant.id !== undefined && !own.variantIds.has(variant.id)) {
              const message = variantNotOfProduct(variant.id)
              throw badRequest(message, { body: [{ path: ['variants', v, 'id'], message }] })
            }
            for (const [o, option] of variant.variant_options.entries()) {
              if (option.id !== undefined && !own.optionIds.has(option.id)) {
                const message = optionNotOfProduct(option.id)
                throw badRequest(message, {
                  body: [{ path: ['variants', v, 'variant_options', o, 'id'], message }],
                })
              }
            }
          }
          await checkBody(tx, body, id)
          const now = clock.now()
          await updateProductRow(tx, id, { ...(await productValues(tx, body)), updatedAt: now })
          await replaceChildren(tx, id, childrenOf(body), now)
          const after = await mustFind(tx, id)
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
    async archive(actor: Actor, id: number): Promise<AdminProductRow> {
      return db.transaction(async (tx) => {
        if (!(await lockProduct(tx, id))) throw notFound(ADMIN_PRODUCT_NOT_FOUND, 'PRODUCT_NOT_FOUND')
        const before = await mustFind(tx, id)
        if (before.archivedAt !== null) return before
        const now = clock.now()
        await updateProductRow(tx, id, { archivedAt: now, updatedAt: now })
        const after = await mustFind(tx, id)
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

    /** A draft copy ("Copy of …", SKU "<sku>-COPY"), stock 0, with the same prices, lists and images. */
    async duplicate(actor: Actor, id: number): Promise<AdminProductRow> {
      return db.transaction(async (tx) => {
        const source = await mustFind(tx, id)
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
        const after = await mustFind(tx, copyId)
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

    /** Checks, re-encodes and stores an uploaded photo as the product's last image. */
    async addImage(actor: Actor, id: number, bytes: Buffer): Promise<AdminProductRow> {
      await mustFind(db, id)
      if ((await countImages(db, id)) >= PRODUCT_IMAGES_MAX) throw conflict(tooManyImages)
      const encoded = await reencodeProductImage(bytes)
      const stored = await images.save(id, encoded)
      try {
        return await db.transaction(async (tx) => {
          if (!(await lockProduct(tx, id))) throw notFound(ADMIN_PRODUCT_NOT_FOUND, 'PRODUCT_NOT_FOUND')
          if ((await countImages(tx, id)) >= PRODUCT_IMAGES_MAX) throw conflict(tooManyImages)
          const now = clock.now()
          await insertImage(tx, { ...stored, productId: id, now })
          await updateProductRow(tx, id, { updatedAt: now })
          const after = await mustFind(tx, id)
          await recordAudit(tx, {
            actorUserId: actor.id,
            action: 'product.image_add',
            entityType: 'product',
            entityId: id,
            // The photos before too, so the audit log reads "3 photos -> 4 photos".
            before: { images: after.images.filter((i) => i.url !== stored.url).map((i) => i.url) },
            after: {
              url: stored.url,
              widths: stored.widths,
              avifWidths: stored.avifWidths,
              images: after.images.map((i) => i.url),
            },
            at: now,
          })
          return after
        })
      } catch (error) {
        await images.remove(stored.url, stored.widths)
        throw error
      }
    },

    async removeImage(actor: Actor, id: number, imageId: number): Promise<AdminProductRow> {
      const { after, removed } = await db.transaction(async (tx) => {
        if (!(await lockProduct(tx, id))) throw notFound(ADMIN_PRODUCT_NOT_FOUND, 'PRODUCT_NOT_FOUND')
        const before = await mustFind(tx, id)
        const removed = await deleteImage(tx, id, imageId)
        if (!removed) throw notFound(PRODUCT_IMAGE_NOT_FOUND)
        const now = clock.now()
        await updateProductRow(tx, id, { updatedAt: now })
        const after = await mustFind(tx, id)
        await recordAudit(tx, {
          actorUserId: actor.id,
          action: 'product.image_remove',
          entityType: 'product',
          entityId: id,
          before: { images: before.images.map((i) => i.url) },
          after: { images: after.images.map((i) => i.url) },
          at: now,
        })
        return { after, removed }
      })
      // After the commit: a rolled-back removal must not have lost its files.
      await removeFilesIfUnused(removed.url, removed.widths)
      return after
    },

    /** Puts the images in the order given, which must list each of the product's images once. */
    async reorderImages(actor: Actor, id: number, imageIds: readonly number[]): Promise<AdminProductRow> {
      return db.transaction(async (tx) => {
        if (!(await lockProduct(tx, id))) throw notFound(ADMIN_PRODUCT_NOT_FOUND, 'PRODUCT_NOT_FOUND')
        const before = await mustFind(tx, id)
        const current = before.images.map((i) => i.id).sort((a, b) => a - b)
        const asked = [...imageIds].sort((a, b) => a - b)
        if (current.length !== asked.length || current.some((imageId, i) => imageId !== asked[i])) {
          throw fieldError('image_ids', PRODUCT_MESSAGES.imageOrder)
        }
        const now = clock.now()
        await reorderImages(tx, id, imageIds, now)
        await updateProductRow(tx, id, { updatedAt: now })
        const after = await mustFind(tx, id)
        await recordAudit(tx, {
          actorUserId: actor.id,
          action: 'product.image_reorder',
          entityType: 'product',
          entityId: id,
          before: { images: before.images.map((i) => i.id) },
          after: { images: after.images.map((i) => i.id) },
          at: now,
        })
        return after
      })
    },
  }
}

export type AdminProductService = ReturnType<typeof createAdminProductService>
