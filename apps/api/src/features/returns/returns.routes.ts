import multipart from '@fastify/multipart'
import { API_ENDPOINTS, RETURN_PHOTO_MAX_BYTES } from '@shop/contract'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { endpointRoute } from '../../lib/endpoint-route.js'
import { AppError, badRequest, unauthorized } from '../../lib/errors.js'
import type { ReturnsService } from './returns.service.js'

// docs/architecture.md#returns: the buyer's return requests and photos; the owner's decisions and receipts.

const TAGS = ['Returns']
const LIMITS = { fileSize: RETURN_PHOTO_MAX_BYTES, files: 1, fields: 2, parts: 3, fieldSize: 64 }

const userOf = (request: FastifyRequest) => {
  if (!request.user) throw unauthorized()
  return request.user
}

/** The one file of the upload, field `photo`; 413 past the size limit, 400 for anything else. */
async function readPhoto(request: FastifyRequest): Promise<Buffer> {
  const missing = 'Send the photo as the multipart file field "photo".'
  if (!request.isMultipart()) throw badRequest(missing, { body: [{ path: ['photo'], message: missing }] })
  let bytes: Buffer | null = null
  try {
    for await (const part of request.parts({ limits: LIMITS })) {
      if (part.type !== 'file') continue
      // The part's file name and declared type are ignored: the bytes decide (returns.service.ts).
      const content = await part.toBuffer()
      if (part.fieldname === 'photo') bytes = content
    }
  } catch (error) {
    const code = (error as { code?: unknown }).code
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError(413, `The photo is too large; at most ${RETURN_PHOTO_MAX_BYTES / (1024 * 1024)} MB.`)
    }
    if (code === 'FST_FILES_LIMIT') throw badRequest('Send one photo at a time.')
    if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') throw badRequest('Too many form parts.')
    throw error
  }
  if (!bytes || bytes.length === 0)
    throw badRequest(missing, { body: [{ path: ['photo'], message: missing }] })
  return bytes
}

const sendPhoto = (reply: FastifyReply, photo: { contentType: string; content: Buffer }) =>
  reply
    .header('content-type', photo.contentType)
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'")
    .send(photo.content)

export const returnsRoutes =
  (deps: { returns: ReturnsService }): FastifyPluginAsyncZod =>
  async (app) => {
    const { returns } = deps
    // Scoped to this plugin: only the photo upload reads multipart bodies.
    await app.register(multipart, { limits: LIMITS })

    endpointRoute(app, API_ENDPOINTS.buyerReturns, {
      docs: { tags: TAGS, summary: "The signed-in buyer's returns, newest first (optionally of one order)" },
      handler: async (request) => ({
        success: true as const,
        data: await returns.listForBuyer(userOf(request).id, request.query.orderId),
      }),
    })

    endpointRoute(app, API_ENDPOINTS.buyerReturnable, {
      docs: {
        tags: TAGS,
        summary: "What of the buyer's delivered order may still be returned, and until when",
      },
      handler: async (request) => ({
        success: true as const,
        data: await returns.returnable(userOf(request).id, request.params.orderId),
      }),
    })

    endpointRoute(app, API_ENDPOINTS.requestReturn, {
      docs: {
        tags: TAGS,
        summary:
          'Ask to return units of a delivered order within the return window, with a reason and photos',
      },
      handler: async (request, reply) => {
        const created = await returns.request(userOf(request).id, request.body)
        void reply.code(201)
        return { success: true as const, data: created }
      },
    })

    endpointRoute(app, API_ENDPOINTS.uploadReturnPhoto, {
      docs: {
        tags: TAGS,
        summary: 'Upload one photo for a return to come (multipart field `photo`: JPEG, PNG or WebP)',
      },
      handler: async (request, reply) => {
        const user = userOf(request)
        const bytes = await readPhoto(request)
        const uploaded = await returns.uploadPhoto(user.id, bytes)
        void reply.code(201)
        return { success: true as const, data: uploaded }
      },
    })

    endpointRoute(app, API_ENDPOINTS.buyerReturnPhoto, {
      docs: { tags: TAGS, summary: "One of the buyer's own return photos" },
      handler: async (request, reply) =>
        sendPhoto(reply, await returns.photo(request.params.photoId, userOf(request).id)),
    })

    endpointRoute(app, API_ENDPOINTS.ownerReturns, {
      docs: {
        tags: ['Owner'],
        summary: 'Admin: returns, newest first (default open: not refunded or refused)',
      },
      handler: async (request) => ({
        success: true as const,
        data: await returns.listForOwner(request.query.state),
      }),
    })

    endpointRoute(app, API_ENDPOINTS.ownerReturnPhoto, {
      docs: { tags: ['Owner'], summary: 'Admin: a photo a buyer sent with a return' },
      handler: async (request, reply) => sendPhoto(reply, await returns.photo(request.params.photoId, null)),
    })

    endpointRoute(app, API_ENDPOINTS.ownerDecideReturn, {
      docs: {
        tags: ['Owner'],
        summary: 'Admin: accept a requested return (with where to send the items) or refuse it (with why)',
      },
      handler: async (request) => ({
        success: true as const,
        data: await returns.decide(userOf(request), request.params.returnId, request.body),
      }),
    })

    endpointRoute(app, API_ENDPOINTS.ownerReceiveReturn, {
      docs: {
        tags: ['Owner'],
        summary:
          'Admin: the returned items arrived: credit note for exactly those units, the refund to claim, and stock back when resaleable',
      },
      handler: async (request) => ({
        success: true as const,
        data: await returns.receive(userOf(request), request.params.returnId, request.body),
      }),
    })
  }
