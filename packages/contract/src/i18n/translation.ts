/**
 * The shape an Arabic namespace must have, given its English one: every English key, each a string. Arabic
 * plural keys beyond English's `_one`/`_other` (`_zero`, `_two`, `_few`, `_many`) are allowed on top; the key
 * test (i18n/keys.test.ts) checks that every plural has all six.
 */
export type Translation<T> = {
  readonly [K in keyof T]: T[K] extends string ? string : Translation<T[K]>
} & Readonly<Record<string, unknown>>
