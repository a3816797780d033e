// @ts-check
import { defineConfig } from 'eslint/config';
import eslintPluginAstro from 'eslint-plugin-astro';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/**
 * Allowed import sources per layer (DESIGN.md "Dependency rule").
 * @param {string} regex @param {string} message
 * @returns {import('eslint').Linter.RulesRecord}
 */
const restrict = (regex, message) => ({
  'no-restricted-imports': ['error', { patterns: [{ regex, message }] }],
});

export default defineConfig(
  {
    ignores: [
      'dist/',
      '.astro/',
      '.data/',
      'node_modules/',
      'test-results/',
      'playwright-report/',
      'src/server/db/migrations/',
    ],
  },
  tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    // Tests read JSON answers (typed any) and assert on them; the unsafe-any rules only add noise.
    files: ['tests/**'],
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    files: ['**/*.{js,mjs}', '**/*.astro'],
    ...tseslint.configs.disableTypeChecked,
  },
  eslintPluginAstro.configs.recommended,
  {
    // The rules of hooks and the React Compiler's checks (purity, refs, effects) for the islands.
    files: ['src/islands/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
  },
  {
    files: ['src/domain/**'],
    rules: restrict(
      '^(?!zod($|/)|date-fns($|/)|@date-fns/tz$|\\./|\\.\\./(?!\\.\\./|server/|islands/|pages/|components/|layouts/)|~/domain/).*',
      'src/domain is pure: it may import only zod, date-fns and other domain files.',
    ),
  },
  {
    files: ['src/server/**'],
    rules: restrict(
      '^(~/(islands|pages|components|layouts)/|react)',
      'src/server may import domain, never UI code.',
    ),
  },
  {
    // A resource folder stands alone (docs/architecture.md): what two resources share lives outside
    // api/ (src/server/subscriptions, billing, auth, http, ...). eslint-plugin-boundaries follows the
    // relative imports; the ~/server/api/ alias is closed beside it with the layer rule above.
    files: ['src/server/**'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } },
      'boundaries/elements': [
        { type: 'api-resource', pattern: 'src/server/api/*', capture: ['resource'] },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          policies: [
            {
              from: { element: { type: 'api-resource' } },
              disallow: {
                to: {
                  element: {
                    type: 'api-resource',
                    captured: { resource: '!{{ from.element.captured.resource }}' },
                  },
                },
              },
              message:
                'A resource folder under src/server/api imports only itself, openapi-helpers.ts and shared server folders: move what {{ to.element.captured.resource }} and {{ from.element.captured.resource }} share out of api/.',
            },
          ],
        },
      ],
    },
  },
  {
    // Node runs the edge as TypeScript without a build (type stripping, decision 0050), and with
    // it the log files: no `~/` alias, and relative imports name their .ts file.
    files: ['src/server/edge/**', 'src/server/log/**'],
    rules: restrict(
      '^(~/|react|\\.{1,2}/(?!.*\\.ts$))',
      'The edge runs under Node type stripping: import relative files with their .ts extension, never through ~/.',
    ),
  },
  {
    files: ['src/server/api/**'],
    rules: restrict(
      '^(~/(islands|pages|components|layouts)/|react|~/server/api/)',
      'src/server may import domain, never UI code; a resource folder never imports another (~/server/api/).',
    ),
  },
  {
    files: ['src/islands/shared/**'],
    rules: restrict(
      '^(~/server/|~/islands/(?!shared/)|\\.\\./)',
      'islands/shared imports only domain and itself.',
    ),
  },
  {
    files: ['src/islands/hosts/**'],
    rules: restrict(
      '^(~/server/)',
      'A host composes the islands of one page into one hydration root; it never imports server code.',
    ),
  },
  {
    files: ['src/islands/*/**'],
    ignores: ['src/islands/shared/**', 'src/islands/hosts/**'],
    rules: restrict(
      '^(~/server/|~/islands/(?!shared/)|\\.\\./(?!shared/)|\\.\\./\\.\\./)',
      'A feature island imports domain, islands/shared and its own folder only: never server, never another feature.',
    ),
  },
  {
    files: ['src/pages/**', 'src/layouts/**', 'src/components/**'],
    // The one server-rendered route with server code: the test card provider's hosted page
    // (docs/decisions/0017).
    ignores: ['src/pages/korttipalvelu/**'],
    rules: restrict(
      '^(~/server/|(\\.\\./)+server/)',
      'Only the test card provider pages import src/server.',
    ),
  },
);
