import type { EndpointDefinition } from '@shop/contract'
import { summaryWithStaffRoles } from './staff-access.js'
import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifySchema,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteOptions,
} from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import type { z } from 'zod'

// docs/decisions/122: every /api route is registered from its row of the contract's API_ENDPOINTS. The row
// gives the method, the path (under API_BASE, the prefix app.ts registers the route plugins with), who may
// call (the auth plugin's checks, run on onRequest so a caller is refused before the request is read) and
// the schemas; the route file gives the handler, the OpenAPI text and options of its own (rate limits,
// body limits, a serializer).

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The API_ENDPOINTS row that registered this route (lib/endpoint-route.ts); absent off the table. */
    endpoint?: EndpointDefinition
    /** The handler validates the row's body itself (multipart forms): see `formBody` of lib/endpoint-route.ts. */
    formBody?: true
  }
}

/** The Fastify instance a route plugin of fastify-type-provider-zod receives. */
export type ZodApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>

/** A part of a row (params, query, body) as its zod type, or undefined when the row has none. */
type PartOf<E, K extends 'params' | 'query' | 'body'> = E extends {
  readonly [P in K]: infer S extends z.ZodType
}
  ? S
  : undefined

/** Rows whose answer is not one JSON document: server-sent events, or a file (CSV, PDF, an upload's bytes). */
type NotJson = { readonly stream: true } | { readonly file: true }

/** The route schema a row gives, plus the route's own request headers and error answers. */
export type EndpointSchema<
  E extends EndpointDefinition,
  H extends z.ZodType | undefined,
  X extends Record<number, z.ZodType>,
  F extends true | undefined = undefined,
> = {
  tags: string[]
  summary: string
  description?: string
  params: PartOf<E, 'params'>
  querystring: PartOf<E, 'query'>
  /** A `formBody` route declares none: the handler reads the form itself. */
  body: F extends true ? undefined : PartOf<E, 'body'>
  headers: H
  response: E extends NotJson ? X : { [S in E['status']]: E['response'] } & X
}

type RouteOptionsOf<S extends FastifySchema> = RouteOptions<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  unknown,
  S,
  ZodTypeProvider,
  FastifyBaseLogger
>

export type EndpointRouteOptions<
  E extends EndpointDefinition,
  H extends z.ZodType | undefined,
  X extends Record<number, z.ZodType>,
  F extends true | undefined = undefined,
> = Omit<RouteOptionsOf<EndpointSchema<E, H, X, F>>, 'method' | 'url' | 'schema'> & {
  /** The OpenAPI page's text: the tag the call is listed under, a one-line summary, more when needed. */
  docs: { tags: string[]; summary: string; description?: string }
  /** Request headers the handler reads, validated and typed (create-order's Idempotency-Key). */
  headers?: H
  /** Answers besides the row's success whose body differs from the error envelope (create-order's 409). */
  errorResponses?: X
  /**
   * A public row that still reads the session when one comes along (`request.user`), and so answers
   * `private, no-store` (plugins/private-answers.ts): the session call and logout.
   */
  optionalSession?: true
  /**
   * The body may come as multipart/form-data, which Fastify's validation cannot see: the handler checks the
   * fields with the row's body schema itself, and the route declares no body schema (the category calls).
   */
  formBody?: F
}

const asList = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value]

/** The session check a row's `auth` asks for; null for public and dev rows (app.ts registers the latter only off production). */
function sessionCheckOf(app: ZodApp, endpoint: EndpointDefinition, optionalSession: boolean) {
  switch (endpoint.auth) {
    case 'user':
      return app.requireUser
    case 'admin':
      return app.requireAdmin
    case 'public':
      return optionalSession ? app.optionalUser : null
    case 'dev':
      return null
  }
}

/**
 * Registers the route of one API_ENDPOINTS row on a route plugin's `app` (registered under API_BASE):
 * `endpointRoute(app, API_ENDPOINTS.getProductBySku, { docs, handler })`. The handler's request and reply are
 * typed from the row's schemas; `serializerCompiler` (lib/fast-serializer.ts), `preHandler` (rate limits),
 * `bodyLimit` and the other route options pass through.
 */
export function endpointRoute<
  const E extends EndpointDefinition,
  H extends z.ZodType | undefined = undefined,
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- no answers besides the row's by default
  X extends Record<number, z.ZodType> = {},
  F extends true | undefined = undefined,
>(app: ZodApp, endpoint: E, options: EndpointRouteOptions<E, H, X, F>): void {
  const { docs, headers, errorResponses, optionalSession, formBody, onRequest, config, ...rest } = options
  if (endpoint.auth !== 'public' && optionalSession) {
    throw new Error(`${endpoint.method} ${endpoint.path}: optionalSession is for public rows only`)
  }
  const check = sessionCheckOf(app, endpoint, optionalSession === true)
  // Server-sent events and files are not one JSON document: no response schema, as the OpenAPI page shows.
  const notJson = endpoint.stream === true || endpoint.file === true
  const response = { ...(notJson ? {} : { [endpoint.status]: endpoint.response }), ...errorResponses }
  const schema = {
    ...docs,
    // Who may make an owner call, as the permission table says (lib/staff-access.ts).
    summary: summaryWithStaffRoles(endpoint, docs.summary),
    ...(endpoint.params && { params: endpoint.params }),
    ...(endpoint.query && { querystring: endpoint.query }),
    ...(endpoint.body && !formBody && { body: endpoint.body }),
    ...(headers && { headers }),
    ...(Object.keys(response).length > 0 && { response }),
  } as unknown as EndpointSchema<E, H, X, F> // built from the same row the type is: the spreads only drop absent parts
  const hooks = [...(check ? [check] : []), ...asList(onRequest)]
  app.route<RouteGenericInterface, unknown, EndpointSchema<E, H, X, F>>({
    ...rest,
    method: endpoint.method,
    url: endpoint.path,
    schema,
    // The check comes first, before the route's own onRequest hooks: who is calling is settled before anything
    // else. One hook goes as itself: Fastify shares an array between a GET and its HEAD route, and plugins
    // (compression) push their own hook onto it once per route.
    ...(hooks.length > 0 && { onRequest: (hooks.length === 1 ? hooks[0] : hooks) as typeof onRequest }),
    config: { ...config, endpoint, ...(formBody && { formBody }) },
  })
}
