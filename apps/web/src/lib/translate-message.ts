/** Translates a contract validation message; the real table is written elsewhere. */
export function translateMessage(message: string): string {
  return message
}
