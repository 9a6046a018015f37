export * from './api-paths.js'
export * from './schemas/envelope.js'
export * from './schemas/category.js'
export * from './schemas/metal-price.js'
