import { API_BASE, apiPath, PRODUCT_PATHS } from '@shop/contract'
import { screen } from '@testing-library/react'
import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { fakeFetch } from './fake-fetch'
import { phone, productAnswer } from './product-fixtures'
import { renderAppInArabic } from './render-app-in-arabic'

// docs/architecture.md#languages: an icon that points along the reading direction (a chevron, an arrow, a
// truck driving on, a door to leave by) is mirrored on a right-to-left page, by `rtl:-scale-x-100`.

const MIRRORED = 'rtl:-scale-x-100'

describe('pointing icons on an Arabic page', () => {
  it("mirror the breadcrumb's separators and the product gallery's arrows, so previous points right", async () => {
    fakeFetch({
      [API_BASE + apiPath(PRODUCT_PATHS.getBySku, { sku: phone.sku })]: { body: productAnswer(phone) },
    })
    await renderAppInArabic(`/category/Smartphones/product/${phone.sku}`)

    const breadcrumb = await screen.findByRole('navigation', { name: 'مسار التنقل' }, { timeout: 5000 })
    const separators = breadcrumb.querySelectorAll('svg')
    expect(separators.length).toBeGreaterThan(0)
    for (const separator of separators) expect(separator).toHaveClass(MIRRORED)

    for (const name of ['الصورة السابقة', 'الصورة التالية']) {
      const arrow = await screen.findByRole('button', { name }, { timeout: 5000 })
      expect(arrow.querySelector('svg')).toHaveClass(MIRRORED)
    }
  })
})

// Every use in the storefront's code, so an icon added tomorrow is mirrored too.
const POINTING_ICONS = [
  'ArrowLeft',
  'ArrowRight',
  'ArrowUpRight',
  'ArrowUpLeft',
  'ArrowDownRight',
  'ArrowDownLeft',
  'ChevronLeft',
  'ChevronRight',
  'ChevronsLeft',
  'ChevronsRight',
  'MoveLeft',
  'MoveRight',
  'CircleArrowLeft',
  'CircleArrowRight',
  'ExternalLink',
  'LogIn',
  'LogOut',
  'Send',
  'SendHorizontal',
  'Truck',
  'Undo',
  'Undo2',
  'Redo',
  'Redo2',
  'TrendingUp',
  'TrendingDown',
]

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name)
    if (statSync(full).isDirectory()) return sourceFiles(full)
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : []
  })
}

/** The pointing icons a file imports from lucide-react. */
function pointingImports(source: string): string[] {
  const imports = [...source.matchAll(/import\s*\{([^}]*)\}\s*from\s*'lucide-react'/g)]
    .flatMap((match) => (match[1] ?? '').split(','))
    .map((name) => name.trim().split(/\s+as\s+/)[0] ?? '')
  return imports.filter((name) => POINTING_ICONS.includes(name))
}

describe('pointing icons in the code', () => {
  const files = sourceFiles(SRC).map((file) => ({
    file: path.relative(SRC, file),
    source: readFileSync(file, 'utf8'),
  }))

  it('carry the mirroring class wherever one is drawn as a tag', () => {
    const unmirrored = files.flatMap(({ file, source }) =>
      pointingImports(source).flatMap((icon) =>
        [...source.matchAll(new RegExp(`<${icon}\\b[^>]*>`, 'g'))]
          .filter((tag) => !tag[0].includes(MIRRORED))
          .map(() => `${file}: <${icon}>`),
      ),
    )
    expect(unmirrored).toEqual([])
  })

  it('are mirrored where a list or a variable draws them (the file says so somewhere)', () => {
    // A list of icons marks a pointing one `mirrored: true` and its reader adds the class.
    const says = (source: string) => source.includes(MIRRORED) || source.includes('mirrored: true')
    const unmirrored = files.flatMap(({ file, source }) =>
      pointingImports(source).length > 0 && !says(source) ? [file] : [],
    )
    expect(unmirrored).toEqual([])
  })
})
