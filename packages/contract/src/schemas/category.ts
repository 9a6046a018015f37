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
  /**
   * Hidden from the storefront (docs/decisions/207): not listed, its page answers 404. Absent keeps it (a new
   * category is shown). A form sends "true" or "false".
   */
  hidden: z
    .union([z.boolean(), z.enum(['true', 'false']).transform((value) => value === 'true')], {
      error: 'hidden must be true or false.',
    })
    .optional(),
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

// ---- GET /owner/categories (admin, docs/decisions/207) ----
/** A category as the owner edits it: both names, its place, whether shoppers see it, how many products it has. */
export const OwnerCategorySchema = z.object({
  id: IdSchema,
  categoryName: z.string(),
  categoryNameAr: z.string().nullable(),
  categoryImage: z.string().nullable(),
  image: ImageSchema.optional(),
  hidden: z.boolean(),
  sortOrder: z.number().int(),
  /** Products in it, archived ones included: a category with any cannot be deleted. */
  productCount: z.number().int().nonnegative(),
})
export type OwnerCategory = z.infer<typeof OwnerCategorySchema>
export const OwnerCategoriesResponseSchema = envelope(z.array(OwnerCategorySchema))
export type OwnerCategoriesResponse = z.infer<typeof OwnerCategoriesResponseSchema>

// ---- PUT /owner/categories/order (admin) ----
/** Every category's id in the order the storefront lists them; a missing or unknown id is refused. */
export const ReorderCategoriesBodySchema = z.object({
  ids: z
    .array(IdSchema)
    .min(1, 'List the categories in their new order.')
    .max(1000)
    .refine((ids) => new Set(ids).size === ids.length, 'A category appears twice.'),
})
export type ReorderCategoriesBody = z.infer<typeof ReorderCategoriesBodySchema>
export const ReorderCategoriesResponseSchema = OwnerCategoriesResponseSchema

// ---- DELETE /category/delete-category/:id (admin) ----
/** 409 CATEGORY_HAS_PRODUCTS while any product (archived too) is in it. */
export const DeleteCategoryResponseSchema = envelope(z.object({ id: IdSchema }))
export type DeleteCategoryResponse = z.infer<typeof DeleteCategoryResponseSchema>
