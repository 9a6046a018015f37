import multipart from '@fastify/multipart'
import {
  API_ENDPOINTS,
  CreateCategoryBodySchema,
  toValidationIssues,
  UpdateCategoryBodySchema,
  type Category,
  type OwnerCategory,
} from '@shop/contract'
import type { Language } from '@shop/contract/i18n'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { endpointRoute } from '../../lib/endpoint-route.js'
import type { z } from 'zod'
import type { Db } from '../../db/client.js'
import type { Clock } from '../../lib/clock.js'
import { languageOfAcceptLanguage, pickLocalized } from '../../lib/content-language.js'
import { AppError, badRequest, unauthorized } from '../../lib/errors.js'
import { listCategories, type CategoryRow } from './categories.repo.js'
import { createCategoryService, type CategoryImageInput } from './categories.service.js'
import { createCategoryImageStore } from './category-images.js'
import { toWireImage } from './product-images.js'

export interface CategoryRoutesDeps {
  db: Db
  clock: Clock
  /** DATA_DIR: uploads are stored under DATA_DIR/uploads/categories. */
  dataDir: string
  /** ASSETS_DIR: the shipped catalog images, which a JSON body may name. */
  assetsDir: string
  /** Largest accepted image, in bytes (UPLOAD_MAX_BYTES). */
  uploadMaxBytes: number
}

/** A category as answered: its name in the request's language (docs/architecture.md#product-content-in-two-languages). */
const toWire = (row: CategoryRow, language: Language): Category => ({
  id: row.id,
  categoryName: pickLocalized(row.name, row.nameAr, language),
  categoryImage: row.imagePath,
  // Only an upload with widths says more than its path (docs/decisions/125).
  ...(row.imagePath && row.imageWidths
    ? {
        image: toWireImage({
          url: row.imagePath,
          widths: row.imageWidths,
          avifWidths: row.imageAvifWidths,
          width: row.imageWidth,
          height: row.imageHeight,
        }),
      }
    : {}),
})

/** A category as the owner edits it: both names, hidden or not, its place and product count. */
const toOwnerWire = (row: CategoryRow & { productCount: number }): OwnerCategory => {
  const { categoryName: _localized, ...rest } = toWire(row, 'en')
  return {
    ...rest,
    categoryName: row.name,
    categoryNameAr: row.nameAr,
    hidden: row.hidden,
    sortOrder: row.sortOrder,
    productCount: row.productCount,
  }
}

const actorOf = (request: FastifyRequest): number => {
  if (!request.user) throw unauthorized()
  return request.user.id
}

/** A category's fields as sent: JSON, or multipart/form-data with the image as a file part. */
interface CategoryForm {
  fields: Record<string, unknown>
  file: Buffer | null
}

const MULTIPART_ERRORS: Record<string, { status: number; message: string }> = {
  FST_FILES_LIMIT: { status: 400, message: 'Send one image at most.' },
  FST_FIELDS_LIMIT: { status: 400, message: 'Too many form fields.' },
  FST_PARTS_LIMIT: { status: 400, message: 'Too many form parts.' },
}

async function readForm(request: FastifyRequest, uploadMaxBytes: number): Promise<CategoryForm> {
  if (!request.isMultipart()) {
    const body: unknown = request.body
    return {
      fields: body !== null && typeof body === 'object' ? (body as Record<string, unknown>) : {},
      file: null,
    }
  }
  const fields: Record<string, unknown> = {}
  let file: Buffer | null = null
  try {
    for await (const part of request.parts({
      limits: { fileSize: uploadMaxBytes, files: 1, fields: 10, parts: 11, fieldSize: 1024 },
    })) {
      if (part.type === 'file') file = await part.toBuffer()
      // An empty text field is what a form sends for "unchanged".
      else if (part.value !== '') fields[part.fieldname] = part.value
    }
  } catch (error) {
    const code = (error as { code?: unknown }).code
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError(413, `The image is too large; at most ${Math.floor(uploadMaxBytes / 1024)} KB.`)
    }
    const known = typeof code === 'string' ? MULTIPART_ERRORS[code] : undefined
    if (known) throw new AppError(known.status, known.message)
    throw error
  }
  return { fields, file }
}

/** Validates the form's fields with the contract schema: 400 with `details.body` like any JSON body. */
function parseFields<T extends z.ZodType>(schema: T, fields: Record<string, unknown>): z.infer<T> {
  const parsed = schema.safeParse(fields)
  if (parsed.success) return parsed.data
  const issues = toValidationIssues(parsed.error.issues)
  const first = issues[0]
  const where = first && first.path.length > 0 ? `${first.path.join('.')}: ` : ''
  throw badRequest(`${where}${first?.message ?? 'Invalid request'}`, { body: issues })
}

function imageInput(form: CategoryForm, categoryImage: string | null | undefined): CategoryImageInput {
  if (form.file) return { kind: 'upload', bytes: form.file }
  if (categoryImage === undefined) return { kind: 'keep' }
  return { kind: 'path', path: categoryImage === '' ? null : categoryImage }
}

const BODY_DESCRIPTION =
  'JSON `{ categoryName, categoryNameAr?, categoryImage?, hidden? }` (categoryImage: a path already served under /uploads, or null), ' +
  'or multipart/form-data with a `categoryName` field and the image as one file part (PNG, JPEG or WebP; ' +
  're-encoded, metadata removed).'

export const categoryRoutes =
  (deps: CategoryRoutesDeps): FastifyPluginAsyncZod =>
  async (app) => {
    // Scoped to this plugin: only the category calls accept uploads.
    await app.register(multipart, {
      limits: { fileSize: deps.uploadMaxBytes, files: 1, fields: 10, parts: 11, fieldSize: 1024 },
    })
    const images = await createCategoryImageStore({ dataDir: deps.dataDir, assetsDir: deps.assetsDir })
    const categories = createCategoryService({ db: deps.db, clock: deps.clock, images })

    endpointRoute(app, API_ENDPOINTS.getAllCategories, {
      docs: {
        tags: ['Catalog'],
        summary: 'All categories',
      },
      handler: async (request) => {
        const rows = await listCategories(deps.db)
        const language = languageOfAcceptLanguage(request.headers['accept-language'])
        return { success: true as const, data: rows.map((row) => toWire(row, language)) }
      },
    })

    endpointRoute(app, API_ENDPOINTS.createCategory, {
      // JSON or a multipart form: readForm and parseFields check it with the row's body schema.
      formBody: true,
      docs: {
        tags: ['Catalog'],
        summary: 'Create a category (Admin)',
        description: BODY_DESCRIPTION,
      },
      handler: async (request, reply) => {
        const form = await readForm(request, deps.uploadMaxBytes)
        const body = parseFields(CreateCategoryBodySchema, form.fields)
        const row = await categories.create(actorOf(request), {
          name: body.categoryName,
          nameAr: body.categoryNameAr,
          image: imageInput(form, body.categoryImage ?? (form.file ? undefined : null)),
          hidden: body.hidden,
        })
        const language = languageOfAcceptLanguage(request.headers['accept-language'])
        return reply.code(201).send({ success: true as const, data: toWire(row, language) })
      },
    })

    endpointRoute(app, API_ENDPOINTS.updateCategory, {
      // JSON or a multipart form: readForm and parseFields check it with the row's body schema.
      formBody: true,
      docs: {
        tags: ['Catalog'],
        summary: 'Rename a category or change its image (Admin)',
        description: `${BODY_DESCRIPTION} Without an image the current one is kept; categoryImage null removes it.`,
      },
      handler: async (request) => {
        const form = await readForm(request, deps.uploadMaxBytes)
        const body = parseFields(UpdateCategoryBodySchema, form.fields)
        const row = await categories.update(actorOf(request), request.params.id, {
          name: body.categoryName,
          nameAr: body.categoryNameAr,
          image: imageInput(form, body.categoryImage),
          hidden: body.hidden,
        })
        const language = languageOfAcceptLanguage(request.headers['accept-language'])
        return { success: true as const, data: toWire(row, language) }
      },
    })

    endpointRoute(app, API_ENDPOINTS.deleteCategory, {
      docs: {
        tags: ['Catalog'],
        summary: 'Delete an empty category (Admin); 409 CATEGORY_HAS_PRODUCTS while products are in it',
      },
      handler: async (request) => ({
        success: true as const,
        data: await categories.remove(actorOf(request), request.params.id),
      }),
    })

    endpointRoute(app, API_ENDPOINTS.ownerCategories, {
      docs: {
        tags: ['Catalog'],
        summary: 'Every category with both names, hidden or not, in the storefront order (Admin)',
      },
      handler: async () => ({
        success: true as const,
        data: (await categories.listForOwner()).map(toOwnerWire),
      }),
    })

    endpointRoute(app, API_ENDPOINTS.reorderCategories, {
      docs: {
        tags: ['Catalog'],
        summary: 'Set the order the storefront lists the categories in (Admin): every id once',
      },
      handler: async (request) => ({
        success: true as const,
        data: (await categories.reorder(actorOf(request), request.body.ids)).map(toOwnerWire),
      }),
    })
  }
