import type { z } from 'zod'
import type { API_ENDPOINTS, EndpointName } from './endpoints.js'

type Row<N extends EndpointName> = (typeof API_ENDPOINTS)[N]

/**
 * A row of the endpoint table (endpoints.ts) without its schemas, for the storefront's client: the method and
 * the path as the row names them, and a function importing the row's response schema. The table itself imports
 * every schema module, more than a page may load before its first paint (docs/decisions/025, 272); this keeps the
 * table's word while zod and the schemas load only beside a request. endpoint-calls.test.ts holds every one of
 * them to its row.
 */
export interface EndpointCall<N extends EndpointName = EndpointName> {
  readonly name: N
  readonly method: Row<N>['method']
  readonly path: Row<N>['path']
  /** The row's `response` (for a stream, each event's data); absent for a file, which no JSON schema reads. */
  readonly response?: () => Promise<Row<N>['response']>
  readonly file?: true
  readonly stream?: true
}

type PartOf<N extends EndpointName, K extends 'params' | 'query' | 'body'> =
  Row<N> extends Record<K, infer S extends z.ZodType> ? z.input<S> : undefined

/** A part the caller may leave out when its schema asks for nothing (no schema, or only optional keys). */
type Field<K extends string, T> = [T] extends [undefined]
  ? { readonly [P in K]?: undefined }
  : Record<string, never> extends T
    ? { readonly [P in K]?: T }
    : { readonly [P in K]: T }

/** What a call of row `N` sends: its path parameters, query and body, typed by the row's schemas (as sent). */
export type EndpointInput<N extends EndpointName> = Field<'params', PartOf<N, 'params'>> &
  Field<'query', PartOf<N, 'query'>> &
  Field<'body', PartOf<N, 'body'>>

/** What a call of row `N` answers once its response schema has read it. */
export type EndpointAnswer<N extends EndpointName> = z.output<Row<N>['response']>
