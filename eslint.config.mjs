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
]

export default config
