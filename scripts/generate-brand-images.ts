/**
 * Renders the social-sharing image (public/social-card.png) and the Apple touch icon (public/apple-touch-icon.png) from SVG with sharp (no network, no
 * fonts to download: the text uses the fonts installed on the machine). Run once after a
 * brand change: `npx tsx scripts/generate-brand-images.ts`; the PNGs are committed.
 */
import sharp from 'sharp'

import { SITE_DEFAULTS } from '../src/contracts/site-settings'

const mark = (x: number, y: number, size: number) => {
  const s = size / 32
  return `<g transform="translate(${x} ${y}) scale(${s})"><rect width="32" height="32" rx="6" fill="#0b1d3a"/><path d="M10 8h12l-3 11h-6z" fill="#d4b06a"/><path d="M8 23h16v2H8z" fill="#e2c992"/></g>`
}

const social = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs><radialGradient id="g" cx="1" cy="0" r="1"><stop offset="0" stop-color="#d4b06a" stop-opacity="0.35"/><stop offset="0.6" stop-color="#07142a" stop-opacity="0"/></radialGradient></defs>
  <rect width="1200" height="630" fill="#07142a"/><rect width="1200" height="630" fill="url(#g)"/>
  ${mark(90, 90, 96)}
  <text x="90" y="330" font-family="Georgia, 'DejaVu Serif', serif" font-size="58" font-weight="700" fill="#ffffff">Your Legacy: Our Commitment</text>
  <text x="90" y="410" font-family="'DejaVu Sans', Arial, sans-serif" font-size="28" fill="#cbd5e1">Venture &amp; growth capital for founder-led and family-run businesses</text>
  <rect x="90" y="480" width="120" height="4" fill="#d4b06a"/>
  <text x="90" y="540" font-family="'DejaVu Sans', Arial, sans-serif" font-size="30" font-weight="700" fill="#e2c992" letter-spacing="4">${SITE_DEFAULTS.firmName.toUpperCase()}</text>
</svg>`

await sharp(Buffer.from(social)).png().toFile('public/social-card.png')
await sharp(Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="180" height="180">${mark(0, 0, 180)}</svg>`))
  .png()
  .toFile('public/apple-touch-icon.png')
console.log('Wrote public/social-card.png and public/apple-touch-icon.png')
