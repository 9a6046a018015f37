import { connect, type Socket } from 'node:net'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from './test/harness.js'

// Short deadlines so a slow client meets them quickly; the test asserts what happens, never how long it took.
let t: TestApp
let port: number
beforeAll(async () => {
  t = await createTestApp({
    seed: false,
    env: { REQUEST_TIMEOUT_MS: '300', HEADERS_TIMEOUT_MS: '300' },
  })
  await t.app.listen({ port: 0, host: '127.0.0.1' })
  port = (t.app.server.address() as AddressInfo).port
})
afterAll(() => t.close())

/** Everything the server wrote until it closed the connection. */
function answerOf(socket: Socket): Promise<string> {
  return new Promise((resolve) => {
    let received = ''
    socket.setEncoding('utf8')
    socket.on('data', (chunk: string) => (received += chunk))
    socket.on('error', () => {})
    socket.on('close', () => resolve(received))
  })
}

describe('a client that sends slowly', () => {
  it('is answered 408 and cut off when its body trickles in a byte at a time', async () => {
    const socket = connect(port, '127.0.0.1')
    const answer = answerOf(socket)
    socket.write(
      'POST /api/v1/user/login-user HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
        'Content-Length: 1000\r\n\r\n{',
    )
    // One byte on every beat, never the whole body: without a deadline this would hold the socket for ever.
    const trickle = setInterval(() => {
      if (socket.writable) socket.write(' ')
    }, 50)
    try {
      const text = await answer
      expect(text).toMatch(/^HTTP\/1\.1 408 /)
    } finally {
      clearInterval(trickle)
    }
  })

  it('is answered 408 and cut off when its headers never end', async () => {
    const socket = connect(port, '127.0.0.1')
    const answer = answerOf(socket)
    socket.write('GET /api/v1/health HTTP/1.1\r\nHost: localhost\r\n')
    const trickle = setInterval(() => {
      if (socket.writable) socket.write('X-Slow: 1\r\n')
    }, 50)
    try {
      expect(await answer).toMatch(/^HTTP\/1\.1 408 /)
    } finally {
      clearInterval(trickle)
    }
  })

  it('still answers a client that sends its request at once', async () => {
    const socket = connect(port, '127.0.0.1')
    const answer = answerOf(socket)
    socket.write('GET /api/v1/nothing-here HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n')
    expect(await answer).toMatch(/^HTTP\/1\.1 404 /)
  })
})
