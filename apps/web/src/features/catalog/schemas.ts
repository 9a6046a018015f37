// Imported lazily by api.ts: the home page renders before zod has loaded (docs/decisions/025).
export {
  GetAllProductsResponseSchema,
  GetProductBySkuResponseSchema,
  GetProductsByCategoryNameResponseSchema,
  GetProductFiltersResponseSchema,
} from '@shop/contract'
