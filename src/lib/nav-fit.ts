/**
 * From which width the header shows its items inline rather than behind the menu button, so that
 * it always stays on one line: an estimate of the row's width from its labels (Inter 14 px medium
 * with tracking, ~8.5 px a character; the firm's name in the serif at 18 px, ~10 px),
 * against the 1280 px the header's content may take at most.
 */
export type NavBreakpoint = 'lg' | 'xl' | 'never'

const CHAR_PX = 8.5
const NAME_CHAR_PX = 10
/** Logo, its gap, the page's side padding (2 × 32) and the gap before the items. */
const FIXED_PX = 48 + 64 + 24
const ITEM_GAP_PX = 32
const BUTTON_PADDING_PX = 40
const WIDTHS: readonly [NavBreakpoint, number][] = [
  ['lg', 1024],
  ['xl', 1280],
]

export function navBreakpoint(firmName: string, items: readonly { label: string; button?: boolean }[]): NavBreakpoint {
  const row =
    FIXED_PX +
    firmName.length * NAME_CHAR_PX +
    items.reduce((sum, item) => sum + item.label.length * CHAR_PX + (item.button ? BUTTON_PADDING_PX : 0), 0) +
    Math.max(items.length - 1, 0) * ITEM_GAP_PX
  return WIDTHS.find(([, width]) => row <= width)?.[0] ?? 'never'
}
