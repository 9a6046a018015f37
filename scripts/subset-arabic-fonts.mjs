// `node scripts/subset-arabic-fonts.mjs`: writes the Arabic webfont the storefront ships
// (apps/web/src/assets/fonts/ibm-plex-sans-arabic-arabic-{400,600,700}-normal.woff2, docs/decisions/259):
// @fontsource/ibm-plex-sans-arabic's `arabic` files cut down to the letters Arabic is written with and every
// Arabic character the shop's texts and demo catalog use, with the shapes and ligatures those letters take.
// The rest of the Arabic script (Persian, Urdu and older letters, presentation forms) falls back to the phone's own
// font. Run it again when a text brings a new Arabic character: apps/web/src/arabic-font.test.ts says which.
// Needs fontTools with brotli (Debian: apt-get install -y python3-fonttools python3-brotli; PYTHON names another
// interpreter that has them).
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import * as prettier from 'prettier'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const out = path.join(root, 'apps/web/src/assets/fonts')
const python = process.env.PYTHON ?? (existsSync('/usr/bin/python3') ? '/usr/bin/python3' : 'python3')
const WEIGHTS = [400, 600, 700]

/** Arabic script, its supplements and presentation forms, and the joiners and direction marks. */
const isArabic = (code) =>
  (code >= 0x0600 && code <= 0x06ff) ||
  (code >= 0x0750 && code <= 0x077f) ||
  (code >= 0x0870 && code <= 0x08ff) ||
  (code >= 0xfb50 && code <= 0xfdff) ||
  (code >= 0xfe70 && code <= 0xfeff) ||
  (code >= 0x200c && code <= 0x200f)

/** What Arabic is written with, whatever the texts say today: what an owner or a buyer may type. */
const ARABIC_ALPHABET = [
  [0x060c, 0x060c], // comma
  [0x061b, 0x061b], // semicolon
  [0x061f, 0x061f], // question mark
  [0x0621, 0x063a], // hamza to ghain
  [0x0640, 0x0652], // tatweel, fa to ya, the short vowels, shadda and sukun
  [0x0660, 0x066c], // Arabic-Indic digits, percent sign, decimal and thousands separators
  [0x200c, 0x200f], // joiners and direction marks
]

/** Every Arabic character of the Arabic texts and of the demo catalog's Arabic names. */
function charactersOfTexts() {
  const files = [
    ...readdirSync(path.join(root, 'packages/contract/src/i18n/locales/ar')).map((name) =>
      path.join(root, 'packages/contract/src/i18n/locales/ar', name),
    ),
    path.join(root, 'apps/api/src/db/seed/demo-catalog.ar.ts'),
  ]
  const codes = new Set()
  for (const file of files)
    for (const character of readFileSync(file, 'utf8')) {
      const code = character.codePointAt(0)
      if (isArabic(code)) codes.add(code)
    }
  return codes
}

const codes = charactersOfTexts()
for (const [from, to] of ARABIC_ALPHABET) for (let code = from; code <= to; code++) codes.add(code)
const unicodes = [...codes].sort((a, b) => a - b)
const hex = (code) => `U+${code.toString(16).toUpperCase().padStart(4, '0')}`

const source = path.dirname(
  createRequire(path.join(root, 'apps/web/package.json')).resolve(
    '@fontsource/ibm-plex-sans-arabic/package.json',
  ),
)
for (const weight of WEIGHTS) {
  const name = `ibm-plex-sans-arabic-arabic-${weight}-normal.woff2`
  const from = path.join(source, 'files', name)
  const to = path.join(out, name)
  const run = spawnSync(
    python,
    [
      '-m',
      'fontTools.subset',
      from,
      `--unicodes=${unicodes.map(hex).join(',')}`,
      // fontTools' default features: Arabic's joining forms, ligatures and mark positioning among them.
      '--flavor=woff2',
      `--output-file=${to}`,
    ],
    { stdio: 'inherit' },
  )
  if (run.status !== 0) {
    console.error(`fontTools failed (${python}): apt-get install -y python3-fonttools python3-brotli`)
    process.exit(run.status ?? 1)
  }
  console.log(`${name}: ${statSync(from).size} -> ${statSync(to).size} bytes`)
}
// The characters the files hold, which apps/web/src/arabic-font.test.ts checks the texts against.
const listing = path.join(out, 'ibm-plex-sans-arabic-subset.json')
const facts = { source: '@fontsource/ibm-plex-sans-arabic', weights: WEIGHTS, unicodes: unicodes.map(hex) }
writeFileSync(
  listing,
  await prettier.format(JSON.stringify(facts), {
    ...(await prettier.resolveConfig(listing)),
    filepath: listing,
  }),
)
