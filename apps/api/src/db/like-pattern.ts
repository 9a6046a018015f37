/**
 * `text` as a literal ILIKE pattern piece: `\`, `%` and `_` are escaped so a search matches what was typed
 * (quotes, percent signs and SQL fragments are ordinary text; the value is a bound parameter).
 */
export function escapeLikePattern(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`)
}
