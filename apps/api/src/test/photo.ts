import sharp from 'sharp'

/**
 * A photo-like picture: smooth colour fields with grain, as a camera gives. A flat colour compresses far better
 * than any photo, and would not show what AVIF gains over WebP (docs/decisions/125).
 */
export function photo(width: number, height: number) {
  const raw = Buffer.alloc(width * height * 3)
  let seed = 7
  const grain = () => ((seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff - 0.5) * 24
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3
      const n = grain()
      raw[i] = Math.max(0, Math.min(255, 150 + 80 * Math.sin(x / 97) * Math.cos(y / 131) + n))
      raw[i + 1] = Math.max(0, Math.min(255, 120 + 60 * Math.sin((x + y) / 60) + n))
      raw[i + 2] = Math.max(0, Math.min(255, 40 + 40 * Math.cos(y / 50) + n))
    }
  }
  return sharp(raw, { raw: { width, height, channels: 3 } })
}
