/** The seven emirates, in the order the UAE lists them; the code is stored, names come from the `address` texts. */
export const EMIRATES = [
  'abu-dhabi',
  'dubai',
  'sharjah',
  'ajman',
  'umm-al-quwain',
  'ras-al-khaimah',
  'fujairah',
] as const
export type Emirate = (typeof EMIRATES)[number]

export function isEmirate(value: unknown): value is Emirate {
  return typeof value === 'string' && (EMIRATES as readonly string[]).includes(value)
}
