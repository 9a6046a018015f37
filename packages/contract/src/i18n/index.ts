export * from './languages.js'
export * from './resources.js'
export * from './create-i18n.js'
export type { Translation } from './translation.js'
