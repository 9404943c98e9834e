import { readFile } from 'node:fs/promises'
import path from 'node:path'

/**
 * The site's own typefaces (Source Serif 4 for the title, Inter for the rest) as WOFF, which next/og
 * reads (the site's variable WOFF2 files it does not). Read from disk: nothing is downloaded.
 * next.config.ts traces these files into the standalone build.
 */
export const SHARE_CARD_FONT_FILES = {
  serif: 'node_modules/@fontsource/source-serif-4/files/source-serif-4-latin-600-normal.woff',
  sans: 'node_modules/@fontsource/inter/files/inter-latin-500-normal.woff',
  sansBold: 'node_modules/@fontsource/inter/files/inter-latin-700-normal.woff',
} as const

type Font = { name: string; data: ArrayBuffer; weight: 500 | 600 | 700; style: 'normal' }

let loaded: Promise<Font[]> | undefined

const read = async (file: string): Promise<ArrayBuffer> => {
  const bytes = await readFile(path.join(process.cwd(), file))
  return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer
}

export function shareCardFonts(): Promise<Font[]> {
  loaded ??= Promise.all([
    read(SHARE_CARD_FONT_FILES.serif).then((data): Font => ({
      name: 'Source Serif 4',
      data,
      weight: 600,
      style: 'normal',
    })),
    read(SHARE_CARD_FONT_FILES.sans).then((data): Font => ({ name: 'Inter', data, weight: 500, style: 'normal' })),
    read(SHARE_CARD_FONT_FILES.sansBold).then((data): Font => ({ name: 'Inter', data, weight: 700, style: 'normal' })),
  ]).catch((error: unknown) => {
    loaded = undefined
    throw error
  })
  return loaded
}
