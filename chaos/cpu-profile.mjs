// `node --import ./chaos/cpu-profile.mjs`: writes a V8 CPU profile of the whole process to $CPU_PROFILE_DIR at
// exit, for the processes the chaos runs start (`--cpu-prof` is refused in NODE_OPTIONS). The main thread's
// inspector session answers synchronously, so the profile is complete even when the process ends by exit().
import { writeFileSync } from 'node:fs'
import { Session } from 'node:inspector'
import path from 'node:path'

const dir = process.env.CPU_PROFILE_DIR
if (dir) {
  const session = new Session()
  session.connect()
  session.post('Profiler.enable')
  session.post('Profiler.setSamplingInterval', { interval: 500 })
  session.post('Profiler.start')
  process.on('exit', () => {
    session.post('Profiler.stop', (error, result) => {
      if (!error)
        writeFileSync(path.join(dir, `shop-${process.pid}.cpuprofile`), JSON.stringify(result.profile))
    })
  })
}
