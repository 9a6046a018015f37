import { readdirSync } from 'node:fs'
import js from '@eslint/js'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import importX from 'eslint-plugin-import-x'
import prettier from 'eslint-config-prettier'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import i18next from 'eslint-plugin-i18next'
import tseslint from 'typescript-eslint'

const featuresOf = (dir) =>
  readdirSync(new URL(dir, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)

// Boundaries (docs/architecture.md, "Where code may import from"). In the SPA, in the style of
// bulletproof-react: a feature never imports another feature, routes/ composes them, and lib/ and
// components/ import no feature. In the API, a feature keeps its modules to itself except the few that
// other features are allowed to call, listed here.
const API_SHARED_MODULES = [
  './audit/audit.repo.ts',
  './auth/session-tokens.ts',
  './stock/stock-ledger.repo.ts',
  './payments/http-json.ts',
  './orders/order-moves.repo.ts',
  './mail-queue/mail-queue.ts',
  './order-mail/order-mail.ts',
  './order-mail/order-figures.ts',
  './payments/watcher/watcher.fixtures.ts',
  './addresses/address-reads.repo.ts',
  './tax-documents/tax-document-issue.repo.ts',
  './tax-documents/tax-document-attachments.ts',
  './users/owner-language.ts',
  './identity/identity-reads.repo.ts',
  './refunds/refund-records.ts',
  './returns/return-states.repo.ts',
  './sell-back/sell-back-states.repo.ts',
]
const webZones = [
  ...featuresOf('./apps/web/src/features').map((feature) => ({
    target: `./apps/web/src/features/${feature}`,
    from: './apps/web/src/features',
    except: [`./${feature}`],
    message:
      'A feature does not import another feature: compose them in routes/, or move the shared part to lib/ or components/.',
  })),
  {
    target: ['./apps/web/src/lib', './apps/web/src/components'],
    from: ['./apps/web/src/features', './apps/web/src/routes', './apps/web/src/app'],
    message: 'lib/ and components/ are shared by every feature and import none.',
  },
  {
    target: './apps/web/src/features',
    from: ['./apps/web/src/routes', './apps/web/src/app'],
    message: 'Features are composed by routes/, never the other way.',
  },
]
const apiZones = [
  ...featuresOf('./apps/api/src/features').map((feature) => ({
    target: `./apps/api/src/features/${feature}`,
    from: './apps/api/src/features',
    except: [`./${feature}`, ...API_SHARED_MODULES],
    message: "Another feature's module is private: call one of the shared modules listed in eslint.config.js.",
  })),
  // The layers under the features: lib/ (helpers), db/ (client, schema, seeds) and plugins/ (Fastify's hooks)
  // serve every feature, so they never reach into one (their tests may: the mail layout's test renders features' mails).
  {
    target: './apps/api/src/lib/!(*.test).ts',
    from: ['./apps/api/src/features', './apps/api/src/plugins'],
    message: 'lib/ is shared by every feature and plugin: it imports neither.',
  },
  {
    target: './apps/api/src/db/**/!(*.test).ts',
    from: './apps/api/src/features',
    // The demo catalog's opening stock is booked the way every stock change is.
    except: ['./stock/stock-ledger.repo.ts'],
    message: 'db/ is shared by every feature: it imports none.',
  },
  {
    target: './apps/api/src/db/**/!(*.test).ts',
    from: './apps/api/src/plugins',
    message: 'db/ stands under the plugins: it imports none.',
  },
  {
    target: './apps/api/src/plugins/!(*.test).ts',
    from: './apps/api/src/features',
    // The session cookie's tokens, and the storefront's server-rendered page the web-app plugin serves.
    except: ['./auth/session-tokens.ts', './seo/page-language.ts', './seo/server-render.ts'],
    message: "A plugin serves every feature: it imports a feature's module only where listed in eslint.config.js.",
  },
]

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
      'data/**',
      '**/data/**',
      'e2e/artifacts/**',
      'e2e/test-results/**',
      'apps/api/drizzle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // Tests state what they expect to exist; a wrong guess fails the test either way.
    files: [
      '**/*.test.ts',
      '**/*.test.tsx',
      'e2e/**/*.ts',
      '**/test/**/*.ts',
      'chaos/**/*.ts',
      'ops/drill/**/*.ts',
    ],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  {
    // Code the next engineer can read whole: no function over 200 lines and no file over 600 in the apps
    // (docs/decisions/277). The demo catalog is data, not code.
    files: ['apps/**/*.{ts,tsx}'],
    ignores: ['apps/api/src/db/seed/demo-catalog.ts'],
    rules: {
      'max-lines-per-function': ['error', { max: 200 }],
      'max-lines': ['error', { max: 600 }],
    },
  },
  {
    // Feature code reads time from the injected clock, never the system's.
    files: ['apps/api/src/features/**/*.ts', 'packages/contract/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "NewExpression[callee.name='Date'][arguments.length=0]",
          message: 'Use the injected clock.',
        },
        {
          selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']",
          message: 'Use the injected clock.',
        },
      ],
    },
  },
  {
    // The contract is pure: zod only, no I/O, React or Fastify. Its tests may read the repository (the text
    // key test reads both apps' sources).
    files: ['packages/contract/src/**/*.ts'],
    ignores: ['packages/contract/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['node:*', 'react', 'react-*', 'fastify', '@fastify/*', 'drizzle-orm*'] },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}', 'apps/api/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/web/tsconfig.json', 'apps/api/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...webZones, ...apiZones] }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // docs/architecture.md#languages: no text a shopper reads is written in a component; it comes from the
    // texts of both languages. (Attributes such as aria-label are held by src/test/no-literal-texts.test.ts.)
    files: ['apps/web/src/**/*.tsx'],
    ignores: ['apps/web/src/**/*.test.tsx', 'apps/web/src/test/**'],
    plugins: { i18next },
    rules: { 'i18next/no-literal-string': ['error', { mode: 'jsx-text-only' }] },
  },
  prettier,
)
