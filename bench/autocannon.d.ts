// autocannon 8 ships no types; only what the benchmarks use is declared.
declare module 'autocannon' {
  interface Histogram {
    average: number
    /** Requests: answers completed; throughput: bytes received, headers included. */
    total: number
    p50: number
    p99: number
  }
  interface Client {
    setHeadersAndBody(headers: Record<string, string>, body: string): void
  }
  export interface Request {
    method?: string
    path?: string
    headers?: Record<string, string>
    body?: string
    setupRequest?: (request: Request, context: Record<string, unknown>) => Request
  }
  export interface Options {
    url: string
    connections?: number
    duration?: number
    timeout?: number
    method?: string
    headers?: Record<string, string>
    body?: string
    requests?: Request[]
    setupClient?: (client: Client) => void
  }
  export interface Result {
    requests: Histogram
    latency: Histogram
    throughput: Histogram
    duration: number
    errors: number
    timeouts: number
    non2xx: number
    '2xx': number
    statusCodeStats: Record<string, { count: number }>
  }
  function autocannon(options: Options): Promise<Result>
  export default autocannon
}
