import sharp from 'sharp'

import { DEMO_FIGURE } from './demo-content'

/** The three circles (family, ownership, management) of DEMO_FIGURE. */
const SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="675" viewBox="0 0 1200 675">
  <rect width="1200" height="675" fill="#f4f1ea"/>
  <g fill-opacity="0.55" stroke-width="6">
    <circle cx="480" cy="270" r="190" fill="#13294d" stroke="#07142a"/>
    <circle cx="720" cy="270" r="190" fill="#c9a45c" stroke="#8a6a2c"/>
    <circle cx="600" cy="450" r="190" fill="#5b7aa6" stroke="#2f4d78"/>
  </g>
</svg>`

/** The figure as a PNG file for the media collection. */
export async function demoFigureFile() {
  const data = await sharp(Buffer.from(SVG)).png().toBuffer()
  return { data, mimetype: 'image/png', name: DEMO_FIGURE.name, size: data.length }
}
