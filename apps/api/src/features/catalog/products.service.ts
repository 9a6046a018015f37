import { MESSAGES } from '@shop/contract'
import type { Db } from '../../db/client.js'
import { notFound } from '../../lib/errors.js'
import { findCategoryById, findCategoryByName } from './categories.repo.js'
import {
  attributesOf,
  descriptionsOf,
  findProductById,
  findProductByName,
  findProductBySku,
  findProductsByIds,
  imagesOf,
  listProductPage,
  variantsOf,
  type AttributeRow,
  type ProductPageFilter,
  type ProductRow,
  type VariantWithOptions,
} from './products.repo.js'

/** A product as cards list it: its row and its image paths. */
export interface ProductSummary extends ProductRow {
  images: string[]
}

/** A product as its page shows it: everything about it. */
export interface ProductDetails extends ProductSummary {
  descriptions: string[]
  variants: VariantWithOptions[]
  attributes: AttributeRow[]
}

/** A product as the cart re-checks it. */
export interface ProductForValidation extends ProductRow {
  variants: VariantWithOptions[]
}

export interface ProductPage {
  items: ProductSummary[]
  count: number
}

export const PRODUCT_NOT_FOUND = 'Product not found.'

export type ProductLookup =
  { by: 'id'; id: number } | { by: 'name'; name: string } | { by: 'sku'; sku: string }

export function createProductService(deps: { db: Db }) {
  const { db } = deps

  async function withImages(rows: ProductRow[]): Promise<ProductSummary[]> {
    const images = await imagesOf(
      db,
      rows.map((row) => row.id),
    )
    return rows.map((row) => ({ ...row, images: images.get(row.id) ?? [] }))
  }

  async function page(filter: ProductPageFilter): Promise<ProductPage> {
    const { rows, count } = await listProductPage(db, filter)
    return { items: await withImages(rows), count }
  }

  return {
    /** get-all-products: a page of all products, optionally of one category and matching a search. */
    list: page,

    /** A page of one category's products; 404 when the category does not exist. */
    async listByCategoryId(
      categoryId: number,
      paging: { page: number; limit: number },
    ): Promise<ProductPage> {
      if (!(await findCategoryById(db, categoryId))) throw notFound(MESSAGES.categoryNotFound)
      return page({ ...paging, categoryId })
    },

    /** A page of the products of the category named so (any letter case); 404 when none is. */
    async listByCategoryName(
      categoryName: string,
      paging: { page: number; limit: number },
    ): Promise<ProductPage> {
      const category = await findCategoryByName(db, categoryName)
      if (!category) throw notFound(MESSAGES.categoryNotFound)
      return page({ ...paging, categoryId: category.id })
    },

    /** One product with images, descriptions, variants and attributes; 404 when unknown. */
    async details(lookup: ProductLookup): Promise<ProductDetails> {
      const row =
        lookup.by === 'id'
          ? await findProductById(db, lookup.id)
          : lookup.by === 'name'
            ? await findProductByName(db, lookup.name)
            : await findProductBySku(db, lookup.sku)
      if (!row) throw notFound(PRODUCT_NOT_FOUND)
      const ids = [row.id]
      const [images, descriptions, variants, attributes] = await Promise.all([
        imagesOf(db, ids),
        descriptionsOf(db, ids),
        variantsOf(db, ids),
        attributesOf(db, ids),
      ])
      return {
        ...row,
        images: images.get(row.id) ?? [],
        descriptions: descriptions.get(row.id) ?? [],
        variants: variants.get(row.id) ?? [],
        attributes: attributes.get(row.id) ?? [],
      }
    },

    /**
     * The live state of the cart's products, in the order asked, and the ids that no longer exist
     * (PRODUCT_SPEC §5 cart reconciliation).
     */
    async validate(
      ids: readonly number[],
    ): Promise<{ products: ProductForValidation[]; missingIds: number[] }> {
      const rows = await findProductsByIds(db, ids)
      const variants = await variantsOf(
        db,
        rows.map((row) => row.id),
      )
      const byId = new Map(rows.map((row) => [row.id, row]))
      const found: ProductForValidation[] = []
      const missingIds: number[] = []
      for (const id of ids) {
        const row = byId.get(id)
        if (row) found.push({ ...row, variants: variants.get(id) ?? [] })
        else missingIds.push(id)
      }
      return { products: found, missingIds }
    },
  }
}

export type ProductService = ReturnType<typeof createProductService>
