// Lint for the whole workspace. Two kinds of rules live here:
// - code quality: @eslint/js + typescript-eslint recommended, react-hooks for the web app;
// - architecture: which folder may import which (eslint-plugin-boundaries, resolved file paths)
//   and which packages are banned (no-restricted-imports, matched on the import string).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import boundaries from 'eslint-plugin-boundaries';
import globals from 'globals';

const sourceFiles = ['**/*.{js,mjs,cjs,ts,tsx,mts,cts}'];
const tsFiles = ['**/*.{ts,tsx,mts,cts}'];

// Elements are matched against the path from the repo root, first match wins, so the
// specific web folders come before the catch-all `web` (main.tsx, styles/, e2e/, configs).
// `web-test` (src/test: vitest setup and helpers) may be imported by any test.
const elements = [
  { type: 'web-app', pattern: 'apps/web/src/app', partialMatch: false },
  { type: 'web-feature', pattern: 'apps/web/src/features/*', capture: ['feature'], partialMatch: false },
  { type: 'web-lib', pattern: 'apps/web/src/lib', partialMatch: false },
  { type: 'web-components', pattern: 'apps/web/src/components', partialMatch: false },
  { type: 'web-locales', pattern: 'apps/web/src/locales', partialMatch: false },
  { type: 'web-test', pattern: 'apps/web/src/test', partialMatch: false },
  { type: 'web-sw', pattern: 'apps/web/src/sw', partialMatch: false },
  { type: 'web', pattern: 'apps/web', partialMatch: false },
  { type: 'server', pattern: 'apps/server', partialMatch: false },
  { type: 'contract', pattern: 'packages/contract', partialMatch: false },
];

const web = ['web-app', 'web-feature', 'web-lib', 'web-components', 'web-locales', 'web-test', 'web-sw', 'web'];
const to = (...types) => ({ to: { element: { types: { anyOf: types } } } });

// Imports inside one element (e.g. within features/sign-in) are internal and not checked, which
// is what lets a feature import its own files while every other feature is disallowed.
const boundaryPolicies = [
  {
    from: { element: { type: 'web-feature' } },
    disallow: to('web-feature', 'web-app', 'web'),
    message: 'A feature may import lib, components, locales, the contract and itself; compose features in app/.',
  },
  {
    from: { element: { types: { anyOf: ['web-lib', 'web-components'] } } },
    disallow: to('web-feature', 'web-app', 'web'),
    message: 'lib/ and components/ are shared code: they never import features or app/.',
  },
  {
    from: { element: { type: 'web-sw' } },
    disallow: to('web-feature', 'web-app', 'web-lib', 'web-components', 'web-locales', 'web'),
    message: 'The service worker runs without a page: it imports only itself, the contract and workbox (decision 035).',
  },
  {
    from: { element: { types: { anyOf: web } } },
    disallow: to('server'),
    message: 'The web app talks to the platform over HTTP only (types come from @portico/contract).',
  },
  {
    from: { element: { type: 'server' } },
    disallow: to(...web),
    message: 'The platform never imports the web app.',
  },
  {
    from: { element: { type: 'contract' } },
    disallow: to('server', ...web),
    message: 'packages/contract is shared by both apps and imports nothing from them.',
  },
];

const appPackages = (...names) => names.map((name) => ({ name, message: `Import ${name} over HTTP/contract, not as code.` }));

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-ssr/**',
      '**/node_modules/**',
      '**/.data/**',
      '**/drizzle/**',
      'apps/server/src/db/migrations/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '**/coverage/**',
      '**/.bench/**',
      '**/.tmp/**',
    ],
  },
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  { files: sourceFiles, ...js.configs.recommended },
  ...tseslint.configs.recommended.map((config) => ({ ...config, files: tsFiles })),
  {
    files: sourceFiles,
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { ...globals.node } },
  },
  {
    files: tsFiles,
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' }],
      // `typeof import('x')` stays allowed: it types a module without bundling it (lib/i18n/keys.ts).
      '@typescript-eslint/consistent-type-imports': ['error', { disallowTypeAnnotations: false }],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    ...reactHooks.configs.flat.recommended,
  },
  {
    files: ['apps/web/src/sw/**/*.ts'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
  {
    files: ['apps/web/e2e/**/*.ts', 'apps/web/*.config.ts'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },

  // Architecture: folder boundaries on resolved paths.
  {
    files: ['apps/**/*.{ts,tsx,js,mjs}', 'packages/**/*.{ts,tsx,js,mjs}'],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': elements,
      'boundaries/root-path': import.meta.dirname,
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.mts', '.js', '.mjs', '.json'] } },
    },
    rules: {
      'boundaries/dependencies': ['error', { default: 'allow', policies: boundaryPolicies }],
    },
  },

  // Architecture: banned packages (matched on the import string, so aliases and
  // package-name imports of the other app are caught even when they don't resolve).
  {
    files: ['apps/web/**/*.{ts,tsx,js,mjs}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'zod', message: "Use 'zod/mini' in the web app (bundle budget)." },
            ...appPackages('@portico/server'),
          ],
          patterns: [
            { group: ['zod/v4', 'zod/v3', 'zod/v4/classic', 'zod/v4/classic/*'], message: "Use 'zod/mini' in the web app (bundle budget)." },
            { group: ['react-router', 'react-router/*', 'react-router-dom', 'react-router-dom/*'], message: 'Routing is wouter (decision: bundle budget).' },
            { group: ['antd-mobile', 'antd-mobile/*'], message: 'No antd-mobile (decision: bundle budget); use components/ui.' },
            { group: ['@portico/server/*', '**/apps/server/**', '**/server/src/**'], message: 'The web app never imports the platform.' },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/**/*.{ts,tsx,js,mjs}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: appPackages('@portico/web'),
          patterns: [{ group: ['@portico/web/*', '**/apps/web/**', '**/web/src/**'], message: 'The platform never imports the web app.' }],
        },
      ],
    },
  },
  {
    files: ['packages/contract/**/*.{ts,tsx,js,mjs}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: appPackages('@portico/web', '@portico/server'),
          patterns: [{ group: ['@portico/web/*', '@portico/server/*', '**/apps/**'], message: 'packages/contract imports nothing from apps.' }],
        },
      ],
    },
  },
);
