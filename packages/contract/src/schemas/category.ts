import { z } from 'zod'
import { CATEGORY_NAME_MAX_CHARS } from '../limits.js'
import { IdParamsSchema, IdSchema, requiredLine } from './common.js'
import { envelope } from './envelope.js'
import { ImageSchema } from './image.js'

/** docs/product.md Category. `categoryImage` is a path on the API host (e.g. /uploads/categories/gold.svg). */
export const CategorySchema = z.object({
  id: z.number().int().positive(),
  categoryName: z.string().min(1),
  categoryImage: z.string().nullable(),
  /**
   * An upload or a shipped drawing's rendering as its widths and size (docs/decisions/125 and 140), `url` being
   * `categoryImage`; absent for an image named by path and an image stored before images had widths.
   */
  image: ImageSchema.optional(),
})
export type Category = z.infer<typeof CategorySchema>

/** A product's category as products carry it: docs/product.md reads `categoryName`; `id` is an addition. */
export const ProductCategorySchema = z.object({ id: IdSchema, categoryName: z.string() })
export type ProductCategory = z.infer<typeof ProductCategorySchema>

// ---- GET /category/get-all-categories ----
export const GetAllCategoriesResponseSchema = envelope(z.array(CategorySchema))
export type GetAllCategoriesResponse = z.infer<typeof GetAllCategoriesResponseSchema>

// ---- POST /category/create-category (admin; body not shown in the spec) ----
/** A category's editable fields; `categoryImage` is an /uploads path (or null for none). */
export const CreateCategoryBodySchema = z.object({
  categoryName: requiredLine(CATEGORY_NAME_MAX_CHARS),
  /**
   * The Arabic name shown on /ar pages (docs/architecture.md#product-content-in-two-languages): absent keeps
   * it as it is, null or empty clears it (English is shown). Answers carry one `categoryName`, in the
   * request's language.
   */
  categoryNameAr: z.string().trim().max(CATEGORY_NAME_MAX_CHARS).nullable().optional(),
  categoryImage: z.string().trim().max(500).nullable().optional(),
})
export type CreateCategoryBody = z.infer<typeof CreateCategoryBodySchema>
export const CreateCategoryResponseSchema = envelope(CategorySchema)
export type CreateCategoryResponse = z.infer<typeof CreateCategoryResponseSchema>

// ---- PUT /category/update-category/:id (admin; "body is the category") ----
export const CategoryIdParamsSchema = IdParamsSchema
export type CategoryIdParams = z.infer<typeof CategoryIdParamsSchema>
/** The category as sent back; an `id` in the body is accepted and ignored (the path's id wins). */
export const UpdateCategoryBodySchema = CreateCategoryBodySchema.extend({ id: z.unknown().optional() })
export type UpdateCategoryBody = z.infer<typeof UpdateCategoryBodySchema>
export const UpdateCategoryResponseSchema = envelope(CategorySchema)
export type UpdateCategoryResponse = z.infer<typeof UpdateCategoryResponseSchema>
