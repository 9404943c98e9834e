/**
 * `npm start` and `npm run worker` run the built server: without a build they would die with a
 * bare "Cannot find module". This says what to do instead. Plain JavaScript: it runs before tsx.
 */
import fs from 'node:fs'

const missing = ['dist/server.mjs', '.next/BUILD_ID'].filter((file) => !fs.existsSync(file))
if (missing.length > 0) {
  console.error(
    `No production build here (${missing.join(' and ')} missing): run \`npm run build\` first. ` +
      `\`${process.argv[2] ?? 'npm start'}\` runs the built server; \`npm run dev\` needs no build.`,
  )
  process.exit(1)
}
