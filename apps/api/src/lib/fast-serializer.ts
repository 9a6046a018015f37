import fastJson from 'fast-json-stringify'
import { z } from 'zod'
import { $ZodType } from 'zod/v4/core'

// docs/decisions/016: the catalog's read routes answer through fast-json-stringify (Fastify's own default
// serializer) compiled from the route's contract schema, instead of fastify-type-provider-zod's serializer,
// which validates every answer with zod before JSON.stringify (16 % of a catalog request in bench:api).
// The contract's zod schema stays the one source: it is turned into JSON Schema here, as the OpenAPI page
// does, once per route at start-up.

type JsonSchema = Record<string, unknown>

const PRIMITIVE_TYPES = new Set(['string', 'number', 'integer', 'boolean'])

/**
 * `anyOf: [{ type: 'number', ... }, { type: 'null' }]` (zod's `.nullable()`) as `type: ['number', 'null']`:
 * the same output, but fast-json-stringify then checks a type instead of running a validator per value.
 */
function simplifyNullable(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(simplifyNullable)
  if (typeof node !== 'object' || node === null) return node
  const schema = Object.fromEntries(
    Object.entries(node).map(([key, value]) => [key, simplifyNullable(value)]),
  ) as JsonSchema
  const { anyOf, ...rest } = schema
  if (!Array.isArray(anyOf) || anyOf.length !== 2) return schema
  const nullIndex = anyOf.findIndex((branch: JsonSchema) => branch.type === 'null')
  const other = anyOf[1 - nullIndex] as JsonSchema | undefined
  if (nullIndex === -1 || typeof other?.type !== 'string' || !PRIMITIVE_TYPES.has(other.type)) return schema
  return { ...rest, ...other, type: [other.type, 'null'] }
}

/** The JSON Schema of a response as fast-json-stringify reads it: what the contract schema outputs. */
export function responseJsonSchema(schema: $ZodType): JsonSchema {
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, { target: 'draft-7', io: 'output' })
  return simplifyNullable(json) as JsonSchema
}

/**
 * Route-level `serializerCompiler` for answers built from typed database rows: writes exactly the contract
 * schema's properties (unknown keys dropped, as zod's encode does) without validating each answer. Routes
 * that compute money or status keep the zod serializer, which refuses an answer breaking the contract.
 */
export function fastSerializerCompiler({ schema }: { schema: unknown }): (data: unknown) => string {
  // Fastify hands over the response schema of one status code, which for our routes is a contract schema.
  if (!(schema instanceof $ZodType)) throw new TypeError('fastSerializerCompiler needs a zod response schema')
  return fastJson(responseJsonSchema(schema))
}
