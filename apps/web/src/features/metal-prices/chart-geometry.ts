/** A chart point: time in ms and a value. */
export interface ChartPoint {
  atMs: number
  value: number
}

export interface ChartGeometry {
  /** SVG path of the line (`M x y L x y …`). */
  line: string
  /** The same line closed down to the bottom edge, for the shaded area under it. */
  area: string
  min: number
  max: number
}

const round = (n: number) => Math.round(n * 10) / 10

/**
 * Scales `points` (oldest first) into a `width` x `height` box with `pad` units kept free above and below:
 * time along x, value along y (higher is up). A flat series sits in the middle; one point draws a flat line.
 * Null for no points.
 */
export function chartGeometry(
  points: readonly ChartPoint[],
  width: number,
  height: number,
  pad = 8,
): ChartGeometry | null {
  const first = points[0]
  const last = points.at(-1)
  if (!first || !last) return null
  const values = points.map((p) => p.value)
  const min = Math.min(...values)
  const max = Math.max(...values)
  const spanMs = last.atMs - first.atMs
  const x = (atMs: number) => (spanMs > 0 ? ((atMs - first.atMs) / spanMs) * width : 0)
  const y = (value: number) =>
    max > min ? pad + (1 - (value - min) / (max - min)) * (height - 2 * pad) : height / 2
  const drawn = points.length === 1 ? [first, { atMs: first.atMs, value: first.value }] : points
  const coords = drawn.map((p, i) => [points.length === 1 ? i * width : x(p.atMs), y(p.value)] as const)
  const line = coords.map(([px, py], i) => `${i === 0 ? 'M' : 'L'}${round(px)} ${round(py)}`).join(' ')
  const startX = round(coords[0]?.[0] ?? 0)
  const endX = round(coords.at(-1)?.[0] ?? width)
  return { line, area: `${line} L${endX} ${height} L${startX} ${height} Z`, min, max }
}
