import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

/**
 * docs/architecture.md#languages: Arabic pages are right to left, so classes say start and end, never left
 * and right (ms-/me-, ps-/pe-, start-/end-, text-start/end, rounded-s/e, border-s/e). This fails on a physical
 * direction class in any source file of the folders below.
 */
const CONVERTED_FOLDERS = ['.']

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

// A Tailwind class naming a physical side, with any variants (`sm:`, `hover:`) and a leading `-` allowed.
const PHYSICAL =
  /(?<![\w-])(?:[\w[\]&>*:.=-]+:)?-?(?:m[lr]|p[lr]|left|right|inset-[lr]|scroll-m[lr]|scroll-p[lr]|text-(?:left|right)|rounded-(?:[lr]|[tb][lr])|border-[lr]|space-x-reverse)(?:-[\w./[\]%()-]+)?(?![\w-])/g

function sourceFiles(entry: string): string[] {
  const full = path.join(SRC, entry)
  if (statSync(full).isFile()) return [full]
  return readdirSync(full).flatMap((name) => sourceFiles(path.join(entry, name)))
}

/** The class lists of a file: className="…", className={'…'}, and strings inside cx(…) and template literals. */
function classStrings(source: string): string[] {
  return [...source.matchAll(/(['"`])((?:(?!\1)[^\\\n]|\\.)*)\1/g)]
    .map((m) => m[2] ?? '')
    .filter((text) => /\b(?:m[lr]|p[lr]|left|right|text|rounded|border|inset|scroll)-/.test(text))
}

describe('logical direction classes', () => {
  it('the regular expression knows a physical class from a logical one', () => {
    const found = (text: string) => text.match(PHYSICAL) ?? []
    expect(
      found('ml-2 pr-4 sm:left-0 -right-3 text-left rounded-l-xl border-r hover:mr-1 inset-l-2'),
    ).toHaveLength(9)
    expect(found('ms-2 pe-4 sm:start-0 -end-3 text-start rounded-s-xl border-e inset-x-0 px-4 my-2')).toEqual(
      [],
    )
  })

  it.each(CONVERTED_FOLDERS)('%s uses start and end, never left and right', (folder) => {
    const offenders = sourceFiles(folder)
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
      .flatMap((file) =>
        classStrings(readFileSync(file, 'utf8')).flatMap((text) =>
          (text.match(PHYSICAL) ?? []).map((cls) => `${path.relative(SRC, file)}: ${cls}`),
        ),
      )
    expect(offenders).toEqual([])
  })
})
