import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import i18next from 'eslint-plugin-i18next';

export default tseslint.config(
  {
    ignores: [
      'dist',
      'data',
      'node_modules',
      'test-results',
      'vitest-results',
      'playwright-report',
      'server/db/migrations',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  { files: ['scripts/**/*.mjs'], languageOptions: { globals: globals.node } },
  {
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // Modules import downwards only: a cycle is a file that should be split (ARCHITECTURE.md, Layout).
    files: ['**/*.{ts,tsx,mjs,js}'],
    plugins: { 'import-x': importX },
    settings: {
      // Follow imports into TypeScript files too (by default only .js files are read).
      'import-x/extensions': ['.ts', '.tsx', '.mjs', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'] })],
    },
    // A lazy import() back to a module that imports this one statically is not evaluated at load
    // time (a page warming the next page's chunk, a resource index lazily loading its screen).
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true, allowUnsafeDynamicCyclicDependency: true }],
    },
  },
  {
    // Issue 32 item 4: layers point one way. The server and the panel share only domain/ (pure
    // code, no I/O); domain/ depends on neither, so a browser bundle never pulls in server code
    // and the server's runtime image needs no panel source.
    files: ['{server,domain}/**/*.{ts,tsx,mjs,js}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './server',
              from: ['./src', './resources'],
              message: 'The server imports no panel code: move what both need to domain/.',
            },
            {
              target: './domain',
              from: ['./server', './src', './resources'],
              message: 'domain/ is pure code shared by the server and the panel: it imports neither.',
            },
          ],
        },
      ],
    },
  },
  {
    // Issue 32 item 4: a route holds no SQL. It validates, states its access rule and calls a
    // service; the queries live in server/services/, where they are read and tested as queries.
    files: ['server/routes/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['drizzle-orm', 'drizzle-orm/*'], message: 'A route holds no SQL: query in a service.' },
            {
              group: ['**/db/*', '**/db'],
              message: 'A route holds no SQL: the database module is for services.',
            },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'MemberExpression[object.property.name=/^(db|tx)$/][property.name=/^(select|selectDistinct|selectDistinctOn|insert|update|delete|execute|transaction|query|with)$/]',
          message: 'A route holds no SQL: query (or open the transaction) in a service.',
        },
        {
          selector:
            'MemberExpression[object.name=/^(db|tx)$/][property.name=/^(select|selectDistinct|selectDistinctOn|insert|update|delete|execute|transaction|query|with)$/]',
          message: 'A route holds no SQL: query (or open the transaction) in a service.',
        },
      ],
    },
  },
  {
    // Issue 32 item 2: a resource calls the API only through the dataProvider, whose typed methods
    // come from the contracts (domain/contracts/), never apiClient. (No '/api/' path by hand
    // either: tests/unit/noApiPathLiterals.test.ts.)
    files: ['resources/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/api/httpClient'],
              importNames: ['apiClient'],
              message:
                'A resource calls the API through the dataProvider (its contract methods), not apiClient.',
            },
          ],
        },
      ],
    },
  },
  {
    // Issue 32 item 4: services say what went wrong with domain/errors.ts and never which HTTP
    // status answers it; server/http/errors.ts, the one error handler, maps each kind to a status.
    files: ['server/services/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/http/errors'],
              message:
                'A service knows no HTTP: throw a domain error from domain/errors.ts instead of HttpError.',
            },
          ],
        },
      ],
    },
  },
  {
    // One concern per file, under ~300 lines (ARCHITECTURE.md, Layout); tests may run longer.
    files: ['{src,server,domain,resources,scripts}/**/*.{ts,tsx,mjs,js}'],
    rules: { 'max-lines': ['error', { max: 300, skipBlankLines: true, skipComments: true }] },
  },
  {
    // Issue 22: every user-facing text of a screen comes from a catalogue (en and ar), never a
    // literal: JSX text, and the props that people read or hear (labels, titles, placeholders,
    // helper texts, accessible names). Tests run in vitest (tests/unit/literalStrings.test.ts).
    files: ['{src,resources,site}/**/*.tsx'],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-only',
          'jsx-attributes': {
            include: [
              'label',
              'title',
              'placeholder',
              'aria-label',
              'helperText',
              'emptyText',
              'alt',
              'tooltip',
            ],
          },
          // Not texts: punctuation and numbers, CONSTANTS, and single lower-case tokens (catalogue
          // keys 'billing.title', values such as 'latn' or 'given-name').
          words: { exclude: ['[0-9!-/:-@[-`{-~\\s…—–×·•]+', '[A-Z_-]+', '[a-z][A-Za-z0-9_.:/-]*', 'KWD'] },
          // A catalogue key given to react-admin's translate (or polyglot's t) is not a text:
          // the plugin's own exclusions plus `translate` (its options replace, not extend, them).
          callees: {
            exclude: ['i18n(ext)?', 't', 'translate', 'useTranslate', 'require', 'addEventListener', 'removeEventListener', 'postMessage', 'getElementById', 'dispatch', 'commit', 'includes', 'indexOf', 'endsWith', 'startsWith'], // prettier-ignore
          },
        },
      ],
    },
  },
);
