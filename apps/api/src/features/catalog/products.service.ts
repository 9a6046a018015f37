import { MESSAGES, type ProductFilters } from '@shop/contract'
import type { Language } from '@shop/contract/i18n'
import type { Db } from '../../db/client.js'
import { systemClock, type Clock } from '../../lib/clock.js'
import { notFound } from '../../lib/errors.js'
import { findCategoryById, findCategoryByName } from './categories.repo.js'
import {
  catalogVocabulary,
  productFilterOptions,
  findProductDetailById,
  findProductDetailByName,
  findProductDetailBySku,
  findProductPreviewBySku,
  findProductsByIds,
  listProductPage,
  variantsOf,
  type ProductCardRow,
  type ProductDetailRow,
  type ProductRow,
  type VariantWithOptions,
} from './products.repo.js'
import type { ProductPageFilter } from './product-page-shape.js'
import { searchTermsOf } from './search-terms.js'

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

/** How long the catalog's words are kept for typo matching; an owner's new product is forgiven typos after this. */
export const VOCABULARY_TTL_MS = 60_000

export function createProductService(deps: { db: Db; clock?: Clock }) {
  const { db } = deps
  const clock = deps.clock ?? systemClock
  let vocabulary: { words: string[]; at: number } | null = null

  /** The catalog's words, read at most once a minute (one query of every visible product). */
  async function catalogWords(): Promise<string[]> {
    const now = clock.now().getTime()
    if (vocabulary && now - vocabulary.at < VOCABULARY_TTL_MS && now >= vocabulary.at) return vocabulary.words
    const words = await catalogVocabulary(db)
    vocabulary = { words, at: now }
    return words
  }

  async function page(filter: ProductPageFilter): Promise<ProductPage> {
    const terms = filter.search === undefined ? undefined : searchTermsOf(filter.search, await catalogWords())
    // A search of only separators ("--") has no words: it filters nothing, as an empty search.
    const search = terms && terms.length > 0 ? filter.search : undefined
    const { rows, count } = await listProductPage(db, {
      ...filter,
      search,
      terms: terms && terms.length > 0 ? terms : undefined,
    })
    return { items: rows, count }
  }

  // A hidden category is no page of the shop: its page and filters answer 404 (docs/decisions/207).
  const shownCategoryById = async (id: number) => {
    const row = await findCategoryById(db, id)
    return row && !row.hidden ? row : undefined
  }
  const shownCategoryByName = async (name: string) => {
    const row = await findCategoryByName(db, name)
    return row && !row.hidden ? row : undefined
  }

  return {
    /** get-all-products: a page of all products, optionally of one category and matching a search. */
    list: page,

    /** A page of one category's products; 404 when the category does not exist. */
    async listByCategoryId(
      categoryId: number,
      paging: { page: number; limit: number },
      language: Language = 'en',
    ): Promise<ProductPage> {
      if (!(await shownCategoryById(categoryId)))
        throw notFound(MESSAGES.categoryNotFound, 'CATEGORY_NOT_FOUND')
      return page({ ...paging, categoryId, language })
    },

    /** A page of the products of the category named so (English or Arabic, any letter case); 404 when none is. */
    async listByCategoryName(
      categoryName: string,
      paging: { page: number; limit: number; search?: string | undefined; filters?: ProductFilters },
      language: Language = 'en',
    ): Promise<ProductPage> {
      // One query when the page has products (the usual case); an empty page tells no more than that,
      // so only then is the category looked up, for its 404 and its count.
      const found = await page({ ...paging, categoryName, language })
      if (found.items.length > 0) return found
      const category = await shownCategoryByName(categoryName)
      if (!category) throw notFound(MESSAGES.categoryNotFound, 'CATEGORY_NOT_FOUND')
      return page({ ...paging, categoryId: category.id, language })
    },

    /** The brands, metals and price and weight bounds a filter panel offers; 404 for an unknown category. */
    async filterOptions(category: { id?: number | undefined; name?: string | undefined }) {
      if (category.id !== undefined && !(await shownCategoryById(category.id))) {
        throw notFound(MESSAGES.categoryNotFound, 'CATEGORY_NOT_FOUND')
      }
      if (category.name !== undefined && !(await shownCategoryByName(category.name))) {
        throw notFound(MESSAGES.categoryNotFound, 'CATEGORY_NOT_FOUND')
      }
      return productFilterOptions(db, category)
    },

    /** One product with images, descriptions, variants and attributes; 404 when unknown. */
    async details(lookup: ProductLookup, language: Language = 'en'): Promise<ProductDetails> {
      const product =
        lookup.by === 'id'
          ? await findProductDetailById(db, lookup.id, language)
          : lookup.by === 'name'
            ? await findProductDetailByName(db, lookup.name, language)
            : await findProductDetailBySku(db, lookup.sku, language)
      if (!product) throw notFound(PRODUCT_NOT_FOUND, 'PRODUCT_NOT_FOUND')
      return product
    },

    /**
     * The owner's preview of a product's page: the same detail, drafts and archived products included, with the
     * product's state (docs/decisions/186); 404 when no product has the sku.
     */
    async preview(
      sku: string,
      language: Language,
    ): Promise<ProductDetails & { status: 'published' | 'draft' | 'archived' }> {
      const row = await findProductPreviewBySku(db, sku, language)
      if (!row) throw notFound(PRODUCT_NOT_FOUND, 'PRODUCT_NOT_FOUND')
      const { published, archived, ...product } = row
      return { ...product, status: archived ? 'archived' : published ? 'published' : 'draft' }
    },

    /**
     * The live state of the cart's products, in the order asked, and the ids that no longer exist
     * (docs/product.md#rules-the-shop-keeps cart reconciliation).
     */
    async validate(
      ids: readonly number[],
      language: Language = 'en',
    ): Promise<{ products: ProductForValidation[]; missingIds: number[] }> {
      const rows = await findProductsByIds(db, ids, language)
      const variants = await variantsOf(
        db,
        rows.map((row) => row.id),
        language,
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
