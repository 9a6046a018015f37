import multipart from '@fastify/multipart'
import {
  API_ENDPOINTS,
  filsToAed,
  MetalTypeSchema,
  type OwnerProduct,
  type OwnerProductListItem,
} from '@shop/contract'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { endpointRoute } from '../../lib/endpoint-route.js'
import type { Db } from '../../db/client.js'
import type { Clock } from '../../lib/clock.js'
import { AppError, badRequest, unauthorized } from '../../lib/errors.js'
import type { OwnerProductListRow, OwnerProductRow } from './owner-products.repo.js'
import { toWireTiers } from './volume-tiers.js'
import { createOwnerProductService, type Actor } from './owner-products.service.js'
import { createProductImageStore, srcsetOf } from './product-images.js'

export interface OwnerProductRoutesDeps {
  db: Db
  clock: Clock
  /** DATA_DIR: uploads are stored under DATA_DIR/uploads/products. */
  dataDir: string
  /** Largest accepted image, in bytes (UPLOAD_MAX_BYTES). */
  uploadMaxBytes: number
}

// wire names are mapped here, never inside the service.

const aedOrNull = (fils: number | null) => (fils === null ? null : filsToAed(fils))
const metalOf = (metalType: string | null) => (metalType === null ? null : MetalTypeSchema.parse(metalType))

export function toOwnerProduct(row: OwnerProductRow): OwnerProduct {
  return {
    id: row.id,
    sku: row.sku,
    product_name: row.name,
    product_name_ar: row.nameAr,
    description: row.description,
    description_ar: row.descriptionAr,
    descriptions: row.descriptions.map((d) => ({ description: d.text, description_ar: d.textAr })),
    base_price: aedOrNull(row.basePriceFils),
    final_price: aedOrNull(row.finalPriceFils),
    vat: row.vatPercent,
    shipping_cost: filsToAed(row.shippingCostFils),
    stock: row.stock,
    new_tag: row.isNew,
    images: row.images.map((image) => ({
      id: image.id,
      url: image.url,
      position: image.position,
      widths: image.widths ?? [],
      srcset: srcsetOf(image.url, image.widths),
      avifSrcset: srcsetOf(image.url, image.avifWidths, 'avif'),
      width: image.width,
      height: image.height,
    })),
    category: { id: row.categoryId, categoryName: row.categoryName },
    category_id: row.categoryId,
    variants: row.variants.map((variant) => ({
      id: variant.id,
      variant_name: variant.name,
      variant_name_ar: variant.nameAr,
      variant_options: variant.options.map((option) => ({
        id: option.id,
        option_name: option.name,
        option_name_ar: option.nameAr,
        price_adjustment: filsToAed(option.priceAdjustmentFils),
      })),
    })),
    attributes: row.attributes.map((attribute) => ({
      id: attribute.id,
      attribute_type: attribute.attributeType,
      attribute_type_ar: attribute.attributeTypeAr,
      value: attribute.value,
      value_ar: attribute.valueAr,
      unit: attribute.unit,
    })),
    dynamic_pricing: row.dynamicPricing,
    metal_type: metalOf(row.metalType),
    pricing_mode: row.dynamicPricing ? 'metal' : 'fixed',
    weight_grams: row.weightGrams === null ? null : Number(row.weightGrams),
    purity: row.purity === null ? null : Number(row.purity),
    premium_percent: Number(row.premiumPercent),
    premium_aed: filsToAed(row.premiumFils),
    published: row.published,
    archived_at: row.archivedAt?.toISOString() ?? null,
    max_per_order: row.maxPerOrder,
    low_stock_threshold: row.lowStockThreshold,
    volume_tiers: toWireTiers(row.volumeTiers),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  }
}

function toListItem(row: OwnerProductListRow): OwnerProductListItem {
  return {
    id: row.id,
    sku: row.sku,
    product_name: row.name,
    category: { id: row.categoryId, categoryName: row.categoryName },
    image: row.image,
    stock: row.stock,
    low_stock_threshold: row.lowStockThreshold,
    base_price: aedOrNull(row.basePriceFils),
    final_price: aedOrNull(row.finalPriceFils),
    pricing_mode: row.dynamicPricing ? 'metal' : 'fixed',
    metal_type: metalOf(row.metalType),
    published: row.published,
    archived_at: row.archivedAt?.toISOString() ?? null,
    updated_at: row.updatedAt.toISOString(),
  }
}

const actorOf = (request: FastifyRequest): Actor => {
  if (!request.user) throw unauthorized()
  return { id: request.user.id }
}

/** The one file of a multipart upload, field `image`; 413 past `maxBytes`, 400 for anything else. */
async function readImage(request: FastifyRequest, maxBytes: number): Promise<Buffer> {
  const missing = 'Send the image as the multipart file field "image".'
  if (!request.isMultipart()) throw badRequest(missing, { body: [{ path: ['image'], message: missing }] })
  let bytes: Buffer | null = null
  try {
    for await (const part of request.parts({
      limits: { fileSize: maxBytes, files: 1, fields: 5, parts: 6, fieldSize: 1024 },
    })) {
      if (part.type === 'file') {
        if (part.fieldname !== 'image') {
          await part.toBuffer()
          continue
        }
        bytes = await part.toBuffer()
      }
    }
  } catch (error) {
    const code = (error as { code?: unknown }).code
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError(413, `The image is too large; at most ${Math.floor(maxBytes / 1024)} KB.`)
    }
    if (code === 'FST_FILES_LIMIT') throw badRequest('Send one image at a time.')
    if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') throw badRequest('Too many form parts.')
    throw error
  }
  if (!bytes || bytes.length === 0)
    throw badRequest(missing, { body: [{ path: ['image'], message: missing }] })
  return bytes
}

export const ownerProductRoutes =
  (deps: OwnerProductRoutesDeps): FastifyPluginAsyncZod =>
  async (app) => {
    // Scoped to this plugin: only its upload call reads multipart bodies.
    await app.register(multipart, {
      limits: { fileSize: deps.uploadMaxBytes, files: 1, fields: 5, parts: 6, fieldSize: 1024 },
    })
    const images = await createProductImageStore({ dataDir: deps.dataDir })
    const service = createOwnerProductService({ db: deps.db, clock: deps.clock, images })
    const tags = ['Back office']
    // Access is checked on request (lib/endpoint-route.ts), before the body is parsed or validated: a
    // stranger learns nothing of the body's rules and a shopper's upload is never read.
    const ok = (row: OwnerProductRow) => ({ success: true as const, data: toOwnerProduct(row) })

    endpointRoute(app, API_ENDPOINTS.ownerProducts, {
      docs: {
        tags,
        summary: "The owner's products, drafts and archived included (Admin)",
      },
      handler: async (request) => {
        const q = request.query
        const { rows, count } = await service.list({
          search: q.search,
          categoryId: q.category_id,
          stock: q.stock,
          status: q.status,
          sort: q.sort,
          order: q.order,
          page: q.page,
          limit: q.limit,
        })
        return { success: true as const, data: rows.map(toListItem), meta: { count } }
      },
    })

    endpointRoute(app, API_ENDPOINTS.ownerProduct, {
      docs: {
        tags,
        summary: 'One product as the owner edits it, drafts and archived included (Admin)',
      },
      handler: async (request) => ok(await service.get(request.params.id)),
    })

    endpointRoute(app, API_ENDPOINTS.createProduct, {
      docs: {
        tags,
        summary: 'Create a product with its opening stock (Admin)',
      },
      handler: async (request, reply) =>
        reply.code(201).send(ok(await service.create(actorOf(request), request.body))),
    })

    endpointRoute(app, API_ENDPOINTS.updateProduct, {
      docs: {
        tags,
        summary: 'Replace a product; stock is unchanged, kept options keep their ids (Admin)',
      },
      handler: async (request) => ok(await service.update(actorOf(request), request.params.id, request.body)),
    })

    endpointRoute(app, API_ENDPOINTS.archiveProduct, {
      docs: {
        tags,
        summary: 'Archive a product: hidden from shoppers, kept for the orders that name it (Admin)',
      },
      handler: async (request) => ok(await service.archive(actorOf(request), request.params.id)),
    })

    endpointRoute(app, API_ENDPOINTS.duplicateProduct, {
      docs: {
        tags,
        summary: 'Copy a product as a draft with a new SKU and name (Admin)',
      },
      handler: async (request, reply) =>
        reply.code(201).send(ok(await service.duplicate(actorOf(request), request.params.id))),
    })

    endpointRoute(app, API_ENDPOINTS.uploadProductImage, {
      docs: {
        tags,
        summary: 'Add a photo: JPEG, PNG or WebP, re-encoded to WebP at up to three widths (Admin)',
        description: 'multipart/form-data with the file as the field `image`, at most UPLOAD_MAX_BYTES.',
      },
      handler: async (request, reply) => {
        const actor = actorOf(request)
        const bytes = await readImage(request, deps.uploadMaxBytes)
        return reply.code(201).send(ok(await service.addImage(actor, request.params.id, bytes)))
      },
    })

    endpointRoute(app, API_ENDPOINTS.reorderProductImages, {
      docs: {
        tags,
        summary: "Put a product's images in the order given (Admin)",
      },
      handler: async (request) =>
        ok(await service.reorderImages(actorOf(request), request.params.id, request.body.image_ids)),
    })

    endpointRoute(app, API_ENDPOINTS.deleteProductImage, {
      docs: {
        tags,
        summary: 'Remove a photo of a product (Admin)',
      },
      handler: async (request) =>
        ok(await service.removeImage(actorOf(request), request.params.id, request.params.imageId)),
    })
  }
