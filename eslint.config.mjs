import next from 'eslint-config-next'
import nextTypescript from 'eslint-config-next/typescript'

const config = [
  {
    ignores: [
      '.next/**',
      'dist/**',
      'scripts/bare-next/.next/**',
      'node_modules/**',
      'data/**',
      'src/payload-types.ts',
      'src/migrations/**',
      'src/app/(payload)/**',
    ],
  },
  ...next,
  ...nextTypescript,
  // The floor plan (README, "Project layout"): the two ground floors import nothing above them (circles: tests/unit/floor-plan.test.ts).
  {
    files: ['src/lib/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@/*', '!@/lib'], message: 'src/lib/ holds pure rules: it imports nothing else from src/.' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/contracts/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/*', '!@/lib', '!@/contracts', '!@/payload-types'],
              message: 'Contracts import only src/lib/, other contracts and the generated types, never feature code.',
            },
          ],
        },
      ],
    },
  },
  // A public page's prefetched links download and run other pages' JavaScript inside its own load
  // (Lighthouse counts it against the page): the site's links say prefetch={false} (docs/internals.md).
  {
    files: ['src/app/(site)/**/*.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXOpeningElement[name.name='Link']:not(:has(JSXAttribute[name.name='prefetch']))",
          message: 'Public pages do not prefetch: give this Link prefetch={false}.',
        },
      ],
    },
  },
]

export default config
