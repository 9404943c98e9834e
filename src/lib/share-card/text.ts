/**
 * The characters the card's fonts (fontsource's latin subset) draw. Anything else is left out:
 * next/og would try to download a font for it, and the server has no internet.
 */
const DRAWN =
  /[\u0020-\u007e\u00a0-\u00ff\u0131\u0152\u0153\u02bb\u02bc\u02c6\u02da\u02dc\u2000-\u206f\u20ac\u2122\u2191\u2193\u2212\u2215]/u

/** Text for the card: only drawable characters, spaces collapsed, cut at `max` characters with an ellipsis. */
export function cardText(text: string, max: number): string {
  const drawable = [...text]
    .filter((char) => DRAWN.test(char))
    .join('')
    .replace(/\s+/g, ' ')
    .trim()
  if (drawable.length <= max) return drawable
  const cut = drawable.slice(0, max - 1)
  const lastSpace = cut.lastIndexOf(' ')
  return `${(lastSpace > max * 0.6 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`
}

/** Longer titles get a smaller type size, so up to four lines always fit. */
export const titleSize = (title: string): number => (title.length > 90 ? 52 : title.length > 50 ? 62 : 72)
