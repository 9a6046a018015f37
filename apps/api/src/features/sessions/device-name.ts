import { isIPv4, isIPv6 } from 'node:net'

// How a session is shown in its owner's list (docs/decisions/197): a device named from the user agent by a few
// patterns (the browser and system families people recognise), and the address shortened, since no geo-IP
// service is reachable from the shop and a full address is more than the list needs.

const BROWSERS: [RegExp, string][] = [
  [/Edg(A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/CriOS\/|Chrome\/|Chromium\//, 'Chrome'],
  [/Version\/[\d.]+.*Safari\//, 'Safari'],
  [/curl\//, 'curl'],
]

const SYSTEMS: [RegExp, string][] = [
  [/iPhone/, 'iPhone'],
  [/iPad/, 'iPad'],
  [/Android/, 'Android'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
]

/** "Chrome on Android", "Safari on iPhone"; "Unknown device" when nothing is recognised. */
export function deviceName(userAgent: string | null): string {
  if (!userAgent) return 'Unknown device'
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1]
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1]
  if (browser && system) return `${browser} on ${system}`
  return browser ?? system ?? 'Unknown device'
}

/** An IPv4 address to its /24 (`203.0.113.x`), an IPv6 one to its /48 (`2001:db8:1::/48`); null when unknown. */
export function maskedPlace(ip: string | null): string | null {
  if (!ip) return null
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1]
  const address = mapped ?? ip
  if (isIPv4(address)) return `${address.split('.').slice(0, 3).join('.')}.x`
  if (isIPv6(address)) {
    const [head = '', tail = ''] = address.toLowerCase().split('::')
    const left = head ? head.split(':') : []
    const right = tail ? tail.split(':') : []
    const groups = address.includes('::')
      ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right]
      : left
    return `${groups
      .slice(0, 3)
      .map((group) => group.replace(/^0+(?=.)/, ''))
      .join(':')}::/48`
  }
  return null
}
