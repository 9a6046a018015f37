// `npm run create-admin -- --email a@b.c --password '...' --first-name A --last-name B [--role owner]`, or
// without some of them to be asked (the password without echo). Creates verified staff of the role (the owner by
// default) or gives an existing account that role.
import { existsSync } from 'node:fs'
import { stdin, stdout } from 'node:process'
import readline from 'node:readline/promises'
import { parseArgs } from 'node:util'
import { STAFF_ROLES } from '@shop/contract'
import { loadConfig } from '../src/config.js'
import { openDatabase } from '../src/db/client.js'
import { createOrPromoteAdmin, CreateAdminInputSchema } from '../src/features/users/create-admin.js'
import { systemClock } from '../src/lib/clock.js'

/** Asks on the terminal (the password without echo), or reads one line per question from piped input. */
function createPrompter(): { ask(question: string, hidden?: boolean): Promise<string>; close(): void } {
  if (!stdin.isTTY) {
    const rl = readline.createInterface({ input: stdin })
    // The iterator buffers lines that arrive before they are asked for.
    const lines = rl[Symbol.asyncIterator]()
    return {
      async ask(question) {
        stdout.write(question)
        const next = await lines.next()
        stdout.write('\n')
        return next.done ? '' : next.value
      },
      close: () => rl.close(),
    }
  }
  const rl = readline.createInterface({ input: stdin, output: stdout, terminal: true })
  // readline has no "no echo" option: while muted, what is typed is not written back.
  let muted = false
  const internal = rl as unknown as { _writeToOutput(text: string): void }
  internal._writeToOutput = (text: string) => {
    if (!muted) stdout.write(text)
  }
  return {
    async ask(question, hidden = false) {
      if (!hidden) return rl.question(question)
      stdout.write(question)
      muted = true
      try {
        return await rl.question('')
      } finally {
        muted = false
        stdout.write('\n')
      }
    },
    close: () => rl.close(),
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      'first-name': { type: 'string' },
      'last-name': { type: 'string' },
      role: { type: 'string', default: 'owner' },
      help: { type: 'boolean', short: 'h' },
    },
  })
  if (values.help) {
    console.log(
      [
        "Usage: npm run create-admin -- [--email E] [--password '…'] [--first-name F] [--last-name L] [--role R]",
        `Makes a member of staff (--role ${STAFF_ROLES.join(' | ')}; default owner) in the shop database of`,
        'DATABASE_URL / DATA_DIR (as `npm start` reads them), or gives the account with that email the role and',
        'sets its password. Missing values are asked for. Later staff are best invited from /admin/staff.',
        'On the embedded database (no DATABASE_URL), stop the running shop first.',
      ].join('\n'),
    )
    return
  }
  const prompter = createPrompter()
  const raw = {
    email: values.email ?? (await prompter.ask('Email: ')),
    password: values.password ?? (await prompter.ask('Password (8+ characters): ', true)),
    firstName: values['first-name'] ?? (await prompter.ask('First name: ')),
    lastName: values['last-name'] ?? (await prompter.ask('Last name: ')),
    role: values.role,
  }
  prompter.close()
  const parsed = CreateAdminInputSchema.safeParse(raw)
  if (!parsed.success) {
    for (const issue of parsed.error.issues) console.error(`${issue.path.join('.')}: ${issue.message}`)
    process.exit(1)
  }

  // The same .env and configuration as `npm start`, so the admin lands in the shop's database.
  if (existsSync('.env')) process.loadEnvFile('.env')
  const config = loadConfig()
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR })
  try {
    const admin = await createOrPromoteAdmin({ db: database.db, clock: systemClock }, parsed.data)
    console.log(`${admin.created ? 'Created' : 'Promoted'} ${admin.role} ${admin.email} (id ${admin.id})`)
  } finally {
    await database.close()
  }
}

main().catch((error: unknown) => {
  console.error('create-admin failed:', error instanceof Error ? error.message : error)
  process.exit(1)
})
