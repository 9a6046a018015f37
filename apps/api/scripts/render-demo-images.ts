// `npm run render-demo-images -w @shop/api`: renders every drawing of the demo catalog (assets/catalog/**/*.svg)
// through the pipeline an owner's upload takes (src/features/catalog/product-images.ts), and writes its WebP at
// each width beside the source, as the seed describes them (src/db/seed/shipped-images.ts: no AVIF, see there).
// Run it after adding or changing a drawing, and commit what it wrote.
import { readdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { isDeepStrictEqual } from 'node:util'
import sharp from 'sharp'
import { shippedImageColumns, SHIPPED_IMAGE_SIZE } from '../src/db/seed/shipped-images.js'
import { reencodeProductImage, storedImage } from '../src/features/catalog/product-images.js'

const catalogDir = fileURLToPath(new URL('../assets/catalog', import.meta.url))

/** A drawing as the lossless bitmap an owner would upload: square, at the largest shipped width. */
async function rasterize(svg: Buffer): Promise<Buffer> {
  const { width, height } = await sharp(svg).metadata()
  if (!width || width !== height)
    throw new Error(`a shipped drawing must be square, this one is ${width}x${height}`)
  // librsvg draws at 72 dpi by default: the density that draws it SHIPPED_IMAGE_SIZE px wide, text included.
  return sharp(svg, { density: (72 * SHIPPED_IMAGE_SIZE) / width })
    .resize(SHIPPED_IMAGE_SIZE, SHIPPED_IMAGE_SIZE)
    .png()
    .toBuffer()
}

let written = 0
for (const folder of await readdir(catalogDir)) {
  const dir = path.join(catalogDir, folder)
  for (const file of (await readdir(dir)).filter((name) => name.endsWith('.svg')).sort()) {
    const base = file.replace(/\.svg$/, '')
    const encoded = await reencodeProductImage(await rasterize(await readFile(path.join(dir, file))))
    const { widths, width, height } = storedImage(base, encoded)
    const promised = shippedImageColumns()
    // The seed writes the same columns for every drawing: one that renders otherwise stops here rather than
    // be promised at widths or a size it does not have. Its AVIF is not written (shipped-images.ts).
    const columns = { widths, width, height }
    if (
      !isDeepStrictEqual(columns, { widths: promised.widths, width: promised.width, height: promised.height })
    )
      throw new Error(
        `${folder}/${file} renders as ${JSON.stringify(columns)}, not as shipped-images.ts says`,
      )
    for (const { width, webp } of encoded) {
      await writeFile(path.join(dir, `${base}-${width}.webp`), webp)
      written++
    }
  }
}
console.log(`wrote ${written} files`)
