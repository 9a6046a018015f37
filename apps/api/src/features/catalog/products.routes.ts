import {
  API_ENDPOINTS,
  buyBackPriceFils,
  filsToAed,
  metalPriceFacts,
  shownListPriceFils,
  MetalTypeSchema,
  type MetalPricing,
  type MetalType,
  type ProductDetail,
  type ProductListItem,
  type ProductValidationItem,
  type ProductVariant,
  type BuyBack,
  type ShopSettings,
} from '@shop/contract'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { endpointRoute } from '../../lib/endpoint-route.js'
import type { Db } from '../../db/client.js'
import type { Clock } from '../../lib/clock.js'
import { languageOfAcceptLanguage } from '../../lib/content-language.js'
import { fastSerializerCompiler } from '../../lib/fast-serializer.js'
import { toWireTiers } from './volume-tiers.js'
import { toWireImage } from './product-images.js'
import type { ProductRow, VariantWithOptions } from './products.repo.js'
import {
  createProductService,
  type ProductDetails,
  type ProductForValidation,
  type ProductPage,
  type ProductSummary,
} from './products.service.js'

// wire names of docs/product.md are mapped here, never inside the service.

const aedOrNull = (fils: number | null) => (fils === null ? null : filsToAed(fils))
const metalTypeOf = (row: ProductRow): MetalType | null =>
  row.metalType === null ? null : MetalTypeSchema.parse(row.metalType)

/** Spot, premium and per-gram and per-ounce prices of a metal-linked product (docs/product.md#for-the-owner); null otherwise. */
function metalPricingOf(row: ProductRow): MetalPricing | null {
  const { finalPriceFils, spotPerGramFils, weightGrams, purity } = row
  if (!row.dynamicPricing || finalPriceFils === null || spotPerGramFils === null) return null
  if (weightGrams === null || purity === null) return null
  const facts = metalPriceFacts({
    finalPriceFils,
    spotPerGramFils,
    weightGrams,
    purity,
    vatPercent: row.vatPercent,
  })
  return {
    spot_per_gram: filsToAed(facts.spotPerGramFils),
    premium_percent: facts.premiumPercent,
    price_per_gram: filsToAed(facts.pricePerGramFils),
    price_per_ounce: filsToAed(facts.pricePerOunceFils),
  }
}

/** The owner's sell-back spread per metal, or null where the routes were built without settings (tests). */
type BuyBackSpreads = ShopSettings['sellBackSpreadPercent'] | null

/**
 * What the shop pays for one unit of a metal-linked product today (docs/architecture.md#sell-back): spot x fine
 * weight x (1 - the metal's spread); null for fixed-price products and where the spot is unknown.
 */
function buyBackOf(row: ProductRow, spreads: BuyBackSpreads): BuyBack | null {
  const { spotPerGramFils, weightGrams, purity } = row
  const metal = metalTypeOf(row)
  if (!spreads || !row.dynamicPricing || metal === null || spotPerGramFils === null) return null
  if (weightGrams === null || purity === null) return null
  const spreadPercent = spreads[metal]
  return {
    price: filsToAed(buyBackPriceFils({ spotPerGramFils, weightGrams, purity, spreadPercent })),
    spread_percent: spreadPercent,
  }
}

const toWireVariant = (variant: VariantWithOptions): ProductVariant => ({
  id: variant.id,
  variant_name: variant.name,
  variant_options: variant.options.map((option) => ({
    id: option.id,
    option_name: option.name,
    price_adjustment: filsToAed(option.priceAdjustmentFils),
  })),
})

function toListItem(product: ProductSummary): ProductListItem {
  return {
    id: product.id,
    sku: product.sku,
    product_name: product.name,
    description: product.description,
    product_images: product.images.map(toWireImage),
    category: { id: product.categoryId, categoryName: product.categoryName },
    stock: product.stock,
    new_tag: product.isNew,
    base_price: aedOrNull(product.basePriceFils),
    final_price: aedOrNull(product.finalPriceFils),
    vat: product.vatPercent,
    price_incl_vat: filsToAed(shownListPriceFils(product)),
    dynamic_pricing: product.dynamicPricing,
    metal_type: metalTypeOf(product),
    metal_pricing: metalPricingOf(product),
  }
}

function toDetail(product: ProductDetails, spreads: BuyBackSpreads = null): ProductDetail {
  return {
    id: product.id,
    sku: product.sku,
    product_name: product.name,
    description: product.description,
    descriptions: product.descriptions.map((description) => ({ description })),
    base_price: aedOrNull(product.basePriceFils),
    final_price: aedOrNull(product.finalPriceFils),
    vat: product.vatPercent,
    shipping_cost: filsToAed(product.shippingCostFils),
    stock: product.stock,
    new_tag: product.isNew,
    images: product.images.map(toWireImage),
    category: { id: product.categoryId, categoryName: product.categoryName },
    variants: product.variants.map(toWireVariant),
    attributes: product.attributes.map((attribute) => ({
      id: attribute.id,
      attribute_type: attribute.attributeType,
      value: attribute.value,
      unit: attribute.unit,
    })),
    dynamic_pricing: product.dynamicPricing,
    metal_type: metalTypeOf(product),
    max_per_order: product.maxPerOrder,
    metal_pricing: metalPricingOf(product),
    volume_tiers: toWireTiers(product.volumeTiers),
    buy_back: buyBackOf(product, spreads),
  }
}

function toValidationItem(product: ProductForValidation): ProductValidationItem {
  return {
    id: product.id,
    sku: product.sku,
    product_name: product.name,
    stock: product.stock,
    base_price: aedOrNull(product.basePriceFils),
    final_price: aedOrNull(product.finalPriceFils),
    vat: product.vatPercent,
    shipping_cost: filsToAed(product.shippingCostFils),
    dynamic_pricing: product.dynamicPricing,
    metal_type_id: product.metalPriceId,
    product_variants: product.variants.map((variant) => {
      const { variant_name, variant_options } = toWireVariant(variant)
      return { variant_name, variant_options }
    }),
    volume_tiers: toWireTiers(product.volumeTiers),
  }
}

/** The language the storefront asked in (docs/architecture.md#product-content-in-two-languages). */
const languageOf = (request: FastifyRequest) => languageOfAcceptLanguage(request.headers['accept-language'])

const toListResponse = (page: ProductPage) => ({
  success: true as const,
  data: page.items.map(toListItem),
  meta: { count: page.count },
})

export const productRoutes =
  (deps: { db: Db; clock?: Clock; settings?: () => Promise<ShopSettings> }): FastifyPluginAsyncZod =>
  async (app) => {
    const productsService = createProductService(deps)
    const spreads = async (): Promise<BuyBackSpreads> =>
      deps.settings ? (await deps.settings()).sellBackSpreadPercent : null
    const tags = ['Catalog']

    endpointRoute(app, API_ENDPOINTS.getAllProducts, {
      // docs/decisions/016: answers built from typed rows, serialized without a zod pass.
      serializerCompiler: fastSerializerCompiler,
      docs: {
        tags,
        summary:
          'A page of products: search (name, sku, brand, metal, description; small typos forgiven), filters and sort',
      },
      handler: async (request) =>
        toListResponse(await productsService.list({ ...request.query, language: languageOf(request) })),
    })

    endpointRoute(app, API_ENDPOINTS.getProductFilters, {
      docs: {
        tags,
        summary: 'The brands, metals and price (AED) and weight (g) bounds a filter panel offers',
      },
      handler: async (request) => {
        const options = await productsService.filterOptions({
          id: request.query.categoryId,
          name: request.query.categoryName,
        })
        return {
          success: true as const,
          data: {
            brands: options.brands,
            metals: options.metals.map((row) => ({
              metal: MetalTypeSchema.parse(row.metal),
              count: row.count,
            })),
            price: options.price && { min: filsToAed(options.price.min), max: filsToAed(options.price.max) },
            weight: options.weight,
          },
        }
      },
    })

    endpointRoute(app, API_ENDPOINTS.checkProductValidation, {
      // docs/decisions/016: answers built from typed rows, serialized without a zod pass.
      serializerCompiler: fastSerializerCompiler,
      docs: {
        tags,
        summary: "The cart's products as they are now, and the ids that no longer exist",
      },
      handler: async (request) => {
        const result = await productsService.validate(request.query.ids, languageOf(request))
        return {
          success: true as const,
          data: { products: result.products.map(toValidationItem), missingIds: result.missingIds },
        }
      },
    })

    endpointRoute(app, API_ENDPOINTS.getProduct, {
      // docs/decisions/016: answers built from typed rows, serialized without a zod pass.
      serializerCompiler: fastSerializerCompiler,
      docs: {
        tags,
        summary: 'One product by id',
      },
      handler: async (request) => ({
        success: true as const,
        data: toDetail(
          await productsService.details({ by: 'id', id: request.params.id }, languageOf(request)),
          await spreads(),
        ),
      }),
    })

    endpointRoute(app, API_ENDPOINTS.getProductDetails, {
      // docs/decisions/016: answers built from typed rows, serialized without a zod pass.
      serializerCompiler: fastSerializerCompiler,
      docs: {
        tags,
        summary: 'One product by name, in any letter case',
      },
      handler: async (request) => ({
        success: true as const,
        data: toDetail(
          await productsService.details({ by: 'name', name: request.params.name }, languageOf(request)),
          await spreads(),
        ),
      }),
    })

    endpointRoute(app, API_ENDPOINTS.getProductBySku, {
      // docs/decisions/016: answers built from typed rows, serialized without a zod pass.
      serializerCompiler: fastSerializerCompiler,
      docs: {
        tags,
        summary: "One product by sku (the detail page's query)",
      },
      handler: async (request) => ({
        success: true as const,
        data: toDetail(
          await productsService.details({ by: 'sku', sku: request.params.sku }, languageOf(request)),
          await spreads(),
        ),
      }),
    })

    endpointRoute(app, API_ENDPOINTS.previewProduct, {
      docs: {
        tags,
        summary:
          "A product's storefront page as the owner previews it: drafts and archived included, with the state (Admin)",
      },
      handler: async (request) => {
        const { status, ...product } = await productsService.preview(request.params.sku, languageOf(request))
        return { success: true as const, data: { ...toDetail(product), status } }
      },
    })

    endpointRoute(app, API_ENDPOINTS.getProductsByCategory, {
      // docs/decisions/016: answers built from typed rows, serialized without a zod pass.
      serializerCompiler: fastSerializerCompiler,
      docs: {
        tags,
        summary: 'A page of the products of a category, by category id',
      },
      handler: async (request) =>
        toListResponse(
          await productsService.listByCategoryId(request.params.id, request.query, languageOf(request)),
        ),
    })

    endpointRoute(app, API_ENDPOINTS.getProductsByCategoryName, {
      // docs/decisions/016: answers built from typed rows, serialized without a zod pass.
      serializerCompiler: fastSerializerCompiler,
      docs: {
        tags,
        summary: 'A page of the products of a category, by category name in any letter case',
      },
      handler: async (request) =>
        toListResponse(
          await productsService.listByCategoryName(
            request.params.categoryName,
            request.query,
            languageOf(request),
          ),
        ),
    })
  }
