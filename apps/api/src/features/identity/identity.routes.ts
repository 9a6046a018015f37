import multipart from '@fastify/multipart'
import {
  API_ENDPOINTS,
  type IdentityDocumentKind,
  IdentityDocumentSideSchema,
  UploadIdentityFieldsSchema,
} from '@shop/contract'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { endpointRoute } from '../../lib/endpoint-route.js'
import { AppError, badRequest, unauthorized } from '../../lib/errors.js'
import type { IdentityService, UploadedPart } from './identity.service.js'

// docs/architecture.md#identity-checks-for-large-orders. The buyer's two calls are theirs alone (another
// buyer's order answers 404); the owner's calls need Admin; a document's bytes leave only through the owner's
// download, as an attachment that no browser or proxy keeps. Nothing here logs a file's name or content.

export interface IdentityRoutesDeps {
  identity: IdentityService
  /** IDENTITY_UPLOAD_MAX_BYTES, per file. */
  uploadMaxBytes: number
}

const TAGS = ['Identity checks']
const userIdOf = (request: FastifyRequest): number => {
  if (!request.user) throw unauthorized()
  return request.user.id
}
const LIMITS = (maxBytes: number) => ({ fileSize: maxBytes, files: 2, fields: 2, parts: 4, fieldSize: 64 })

/** The `kind` field and the `front`/`back` file parts; 413 past the size limit, 400 for anything else. */
async function readUpload(
  request: FastifyRequest,
  maxBytes: number,
): Promise<{ kind: IdentityDocumentKind; parts: UploadedPart[] }> {
  const missing = 'Send the document as multipart/form-data: the field "kind", then the files.'
  if (!request.isMultipart()) throw badRequest(missing)
  let kind: unknown
  const parts: UploadedPart[] = []
  try {
    for await (const part of request.parts({ limits: LIMITS(maxBytes) })) {
      if (part.type === 'field') {
        if (part.fieldname === 'kind') kind = part.value
        continue
      }
      // The part's filename and declared type are ignored: the content decides (identity-files.ts).
      const side = IdentityDocumentSideSchema.safeParse(part.fieldname)
      const bytes = await part.toBuffer()
      if (!side.success) throw badRequest('The files are named "front" and "back".')
      if (bytes.length > 0) parts.push({ side: side.data, bytes })
    }
  } catch (error) {
    const code = (error as { code?: unknown }).code
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError(413, `A file is too large; at most ${Math.floor(maxBytes / (1024 * 1024))} MB each.`)
    }
    if (code === 'FST_FILES_LIMIT') throw badRequest('Send at most two files: the front and the back.')
    if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') throw badRequest('Too many form parts.')
    throw error
  }
  const fields = UploadIdentityFieldsSchema.safeParse({ kind })
  if (!fields.success) {
    const message = 'Choose the document: an Emirates ID or a passport.'
    throw badRequest(message, { body: [{ path: ['kind'], message }] })
  }
  if (parts.length === 0) throw badRequest(missing)
  return { kind: fields.data.kind, parts }
}

export const identityRoutes =
  (deps: IdentityRoutesDeps): FastifyPluginAsyncZod =>
  async (app) => {
    // Scoped to this plugin: only the upload call reads multipart bodies.
    await app.register(multipart, { limits: LIMITS(deps.uploadMaxBytes) })
    const { identity } = deps

    endpointRoute(app, API_ENDPOINTS.identityCheck, {
      docs: {
        tags: TAGS,
        summary: "The caller's order's identity check: its status, deadline and the documents sent",
      },
      handler: async (request) => ({
        success: true as const,
        data: await identity.checkForBuyer(userIdOf(request), request.params.orderUniqueId),
      }),
    })

    endpointRoute(app, API_ENDPOINTS.uploadIdentity, {
      docs: {
        tags: TAGS,
        summary: 'Send an Emirates ID (both sides) or a passport for an order awaiting verification',
        description:
          'multipart/form-data: `kind` (emiratesId | passport), then the files `front` and (Emirates ID) `back`; JPEG, PNG or PDF by content, at most IDENTITY_UPLOAD_MAX_BYTES each.',
      },
      handler: async (request, reply) => {
        const userId = userIdOf(request)
        const { kind, parts } = await readUpload(request, deps.uploadMaxBytes)
        const data = await identity.upload(userId, request.params.orderUniqueId, kind, parts)
        return reply.code(201).send({ success: true as const, data })
      },
    })

    endpointRoute(app, API_ENDPOINTS.ownerIdentityChecks, {
      docs: {
        tags: TAGS,
        summary: 'Admin: orders awaiting an identity check, nearest deadline first',
      },
      handler: async () => ({ success: true as const, data: await identity.listForOwner() }),
    })

    endpointRoute(app, API_ENDPOINTS.ownerIdentityCheck, {
      docs: {
        tags: TAGS,
        summary: "Admin: one order's identity check, its documents and the account's verification",
      },
      handler: async (request) => ({
        success: true as const,
        data: await identity.checkForOwner(request.params.orderUniqueId),
      }),
    })

    endpointRoute(app, API_ENDPOINTS.ownerIdentityDocument, {
      docs: {
        tags: TAGS,
        summary: 'Admin: one identity document file, as an attachment (JPEG, PNG or PDF)',
      },
      handler: async (request, reply) => {
        const file = await identity.documentForOwner(userIdOf(request), request.params.id)
        return reply
          .header('content-type', file.contentType)
          .header('content-disposition', `attachment; filename="${file.fileName}"`)
          .header('cache-control', 'private, no-store')
          .header('x-content-type-options', 'nosniff')
          .send(file.bytes)
      },
    })

    endpointRoute(app, API_ENDPOINTS.approveIdentity, {
      docs: {
        tags: TAGS,
        summary:
          "Admin: approve the buyer's identity: the order becomes Pending and its payment window starts",
      },
      handler: async (request) => ({
        success: true as const,
        data: await identity.approve(userIdOf(request), request.params.orderUniqueId, request.body),
      }),
    })

    endpointRoute(app, API_ENDPOINTS.rejectIdentity, {
      docs: {
        tags: TAGS,
        summary:
          "Admin: refuse the buyer's documents with a reason: the order is cancelled, its stock released",
      },
      handler: async (request) => ({
        success: true as const,
        data: await identity.reject(userIdOf(request), request.params.orderUniqueId, request.body.reason),
      }),
    })
  }
