// `npm run dev`: the API with reload on port 3001 and Vite with hot reload on 5173, proxying /api and
// /uploads to it. Ctrl-C stops both.
import { spawn } from 'node:child_process'

const apiPort = process.env.API_PORT ?? '3001'
const children = [
  spawn('npm', ['run', 'dev', '-w', '@shop/api'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: apiPort, DATA_DIR: process.env.DATA_DIR ?? `${process.cwd()}/data` },
  }),
  spawn('npm', ['run', 'dev', '-w', '@shop/web'], {
    stdio: 'inherit',
    env: { ...process.env, API_ORIGIN: `http://127.0.0.1:${apiPort}` },
  }),
]
const stop = () => children.forEach((c) => c.kill('SIGTERM'))
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
for (const child of children)
  child.on('exit', (code) => {
    stop()
    process.exitCode = code ?? 0
  })
