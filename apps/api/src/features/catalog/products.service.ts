import { MESSAGES } from '@shop/contract'
import type { Db } from '../../db/client.js'
import { notFound } from '../../lib/errors.js'
import { findCategoryById, findCategoryByName } from './categories.repo.js'
import {
  findProductDetailById,
  findProductDetailByName,
  findProductDetailBySku,
  findProductsByIds,
  listProductPage,
  variantsOf,
  type ProductCardRow,
  type ProductDetailRow,
  type ProductPageFilter,
  type ProductRow,
  type VariantWithOptions,
} from './products.repo.js'

/** A product as cards list it: its row and its image paths. */
export type ProductSummary = ProductCardRow

/** A product as its page shows it: everything about it. */
export type ProductDetails = ProductDetailRow

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

  async function page(filter: ProductPageFilter): Promise<ProductPage> {
    const { rows, count } = await listProductPage(db, filter)
    return { items: rows, count }
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
      // One query when the page has products (the usual case); an empty page tells no more than that,
      // so only then is the category looked up, for its 404 and its count.
      const found = await page({ ...paging, categoryName })
      if (found.items.length > 0) return found
      const category = await findCategoryByName(db, categoryName)
      if (!category) throw notFound(MESSAGES.categoryNotFound)
      return page({ ...paging, categoryId: category.id })
    },

    /** One product with images, descriptions, variants and attributes; 404 when unknown. */
    async details(lookup: ProductLookup): Promise<ProductDetails> {
      const product =
        lookup.by === 'id'
          ? await findProductDetailById(db, lookup.id)
          : lookup.by === 'name'
            ? await findProductDetailByName(db, lookup.name)
            : await findProductDetailBySku(db, lookup.sku)
      if (!product) throw notFound(PRODUCT_NOT_FOUND)
      return product
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
