// One linter for every workspace: typescript-eslint's recommended rules plus React hooks rules.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'e2e/.artifacts/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    // The React Compiler's rules (all of react-hooks' recommended but the two classic ones) run
    // the compiler over each file: 85% of the lint's time. They guard components the apps ship;
    // test files render those, they do not define them, so the classic two suffice there.
    files: ['**/*.test.{ts,tsx}', '**/test/**/*.{ts,tsx}', '**/test-setup.ts'],
    rules: Object.fromEntries(
      Object.keys(reactHooks.configs.recommended.rules)
        .filter(
          (rule) => !['react-hooks/rules-of-hooks', 'react-hooks/exhaustive-deps'].includes(rule),
        )
        .map((rule) => [rule, 'off']),
    ),
  },
  {
    // React code writes no raw HTML: text renders escaped, and the one sanitised exception
    // (ui's ToastMessage) says why it disables this on its line.
    files: ['**/*.{ts,tsx,js,jsx,mjs}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message:
            'No raw HTML in React: render text, or sanitise it and disable this rule with the reason.',
        },
        {
          selector: "Property[key.name='dangerouslySetInnerHTML']",
          message:
            'No raw HTML in React: render text, or sanitise it and disable this rule with the reason.',
        },
      ],
    },
  },
  {
    // These test projects (and the server's) share a worker's modules across files
    // (`isolate: false`): a module mock would hold only if no earlier file imported the module.
    files: [
      'backoffice/src/**/*.test.{ts,tsx}',
      'ui/src/**/*.test.{ts,tsx}',
      'server/src/**/*.test.ts',
    ],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          object: 'vi',
          property: 'mock',
          message: 'Test files share modules here: spy on an object (vi.spyOn) or inject instead.',
        },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        URL: 'readonly',
        fetch: 'readonly',
        setTimeout: 'readonly',
      },
    },
  },
  {
    // Benchmarks drive Chromium: their page functions run in the browser.
    files: ['e2e/bench/**/*.mjs'],
    languageOptions: { globals: { document: 'readonly', performance: 'readonly' } },
  },
);
