import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib'

import { RATING_SUMMARY } from '@/lib/assessment/advice'
import { type AssessmentResult, formatRatio } from '@/lib/assessment/results'

import { linkFreeText } from './visitor-text'

export type ResultsPdfInput = {
  firmName: string
  result: AssessmentResult
  /** The permanent results address, and the call to action the results page and e-mail offer. */
  resultsUrl: string
  nextStep: { label: string; url: string }
  /** The peer comparison the results page shows, when there are enough peers to show one. */
  benchmark: string | null
  /** When the assessment was taken. */
  takenAt: Date
}

const NAVY = rgb(0.043, 0.106, 0.212)
const GOLD = rgb(0.69, 0.553, 0.282)
const SLATE = rgb(0.278, 0.333, 0.412)
const TRACK = rgb(0.886, 0.91, 0.941)
const WHITE = rgb(1, 1, 1)

const PAGE = { width: 595.28, height: 841.89 }
const MARGIN = 50
const WIDTH = PAGE.width - 2 * MARGIN

type Fonts = { regular: PDFFont; bold: PDFFont; serif: PDFFont }

/**
 * The standard PDF fonts write Windows-1252 only: other characters (a business name in another
 * script) lose their accents, or become "?", rather than failing the whole document.
 */
function encodable(font: PDFFont, text: string): string {
  const known = new Set(font.getCharacterSet())
  return Array.from(text.normalize('NFC'))
    .map((char) => {
      if (known.has(char.codePointAt(0)!)) return char
      const plain = char.normalize('NFKD').replace(/\p{M}/gu, '')
      return Array.from(plain).every((each) => known.has(each.codePointAt(0)!)) && plain ? plain : '?'
    })
    .join('')
    .replace(/[\r\n\t]+/g, ' ')
}

/** Splits a word wider than the line (an address) into pieces that fit. */
function pieces(font: PDFFont, size: number, word: string, width: number): string[] {
  if (font.widthOfTextAtSize(word, size) <= width) return [word]
  const parts: string[] = []
  let part = ''
  for (const char of word) {
    if (part && font.widthOfTextAtSize(part + char, size) > width) {
      parts.push(part)
      part = ''
    }
    part += char
  }
  return [...parts, part]
}

function wrap(font: PDFFont, size: number, text: string, width: number): string[] {
  const lines: string[] = []
  let line = ''
  const words = text.split(/\s+/).flatMap((word) => (word ? pieces(font, size, word, width) : []))
  for (const word of words) {
    const next = line ? `${line} ${word}` : word
    if (line && font.widthOfTextAtSize(next, size) > width) {
      lines.push(line)
      line = word
    } else line = next
  }
  if (line) lines.push(line)
  return lines
}

/** Writes top to bottom, starting a new page when the next block would not fit. */
class Writer {
  private page: PDFPage
  private y = PAGE.height - MARGIN

  constructor(
    private readonly doc: PDFDocument,
    readonly fonts: Fonts,
  ) {
    this.page = doc.addPage([PAGE.width, PAGE.height])
  }

  get current() {
    return { page: this.page, y: this.y }
  }

  /** Continues at this distance from the top of the page. */
  at(fromTop: number) {
    this.y = PAGE.height - fromTop
  }

  room(height: number) {
    if (this.y - height >= MARGIN) return
    this.page = this.doc.addPage([PAGE.width, PAGE.height])
    this.y = PAGE.height - MARGIN
  }

  down(by: number) {
    this.y -= by
  }

  text(
    value: string,
    { font = this.fonts.regular, size = 11, color = SLATE, x = MARGIN, width = WIDTH, gap = 1.45 } = {},
  ) {
    for (const line of wrap(font, size, encodable(font, value), width - (x - MARGIN))) {
      this.room(size * gap)
      this.y -= size
      this.page.drawText(line, { x, y: this.y, size, font, color })
      this.y -= size * (gap - 1)
    }
  }

  heading(value: string) {
    this.room(60)
    this.down(22)
    this.text(value, { font: this.fonts.serif, size: 17, color: NAVY })
    this.down(4)
  }

  bar(percent: number, color = NAVY) {
    this.room(14)
    this.page.drawRectangle({ x: MARGIN, y: this.y - 7, width: WIDTH, height: 7, color: TRACK })
    const filled = (WIDTH * Math.max(0, Math.min(100, percent))) / 100
    if (filled > 0) this.page.drawRectangle({ x: MARGIN, y: this.y - 7, width: filled, height: 7, color })
    this.down(14)
  }
}

/**
 * A founder's results as a PDF (pdf-lib, standard fonts, so every word is selectable text): the
 * score out of the maximum and its rating, each area's bar, the focus area's actions, customer
 * economics, the peer comparison when shown, and the call to action with its address.
 */
export async function resultsPdf(input: ResultsPdfInput): Promise<Uint8Array> {
  const { result } = input
  const doc = await PDFDocument.create()
  doc.setTitle(`${input.firmName} assessment results`)
  doc.setAuthor(input.firmName)
  doc.setCreationDate(input.takenAt)
  doc.setModificationDate(input.takenAt)
  const fonts: Fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
    serif: await doc.embedFont(StandardFonts.TimesRomanBold),
  }
  const out = new Writer(doc, fonts)

  const { page } = out.current
  page.drawRectangle({ x: 0, y: PAGE.height - 140, width: PAGE.width, height: 140, color: NAVY })
  page.drawRectangle({ x: 0, y: PAGE.height - 144, width: PAGE.width, height: 4, color: GOLD })
  out.at(40)
  out.text(input.firmName.toUpperCase(), { font: fonts.bold, size: 10, color: GOLD })
  out.down(6)
  out.text('Your Assessment Results', { font: fonts.serif, size: 26, color: WHITE })
  const taken = input.takenAt.toLocaleDateString('en-US', { dateStyle: 'long', timeZone: 'UTC' })
  // The firm's document may reach whoever's address was typed: a name that could be a link stays out.
  const business = linkFreeText(result.businessName, 70) ?? ''
  out.text([business, taken].filter(Boolean).join(' · '), { size: 11, color: WHITE })
  out.at(176)

  out.text('OVERALL SCORE', { font: fonts.bold, size: 10, color: GOLD })
  out.down(4)
  out.text(`${result.totalScore}/${result.maxScore}`, { font: fonts.serif, size: 40, color: NAVY, gap: 1.15 })
  out.text(`${result.percent}% of the maximum score · ${result.rating.label}`, { font: fonts.bold, color: NAVY })
  out.down(2)
  out.text(RATING_SUMMARY[result.rating.label])
  if (input.benchmark) {
    out.down(4)
    out.text(input.benchmark, { font: fonts.bold, color: NAVY })
  }

  out.heading('Your score by area')
  for (const category of result.categories) {
    const focus = category.id === result.focus.id
    out.room(34)
    const { y } = out.current
    out.text(`${category.label}${focus ? '  (focus area)' : ''}`, { font: fonts.bold, size: 10.5, color: NAVY })
    const score = `${category.score}/${category.max}`
    out.current.page.drawText(score, {
      x: MARGIN + WIDTH - fonts.regular.widthOfTextAtSize(score, 10.5),
      y: y - 10.5,
      size: 10.5,
      font: fonts.regular,
      color: SLATE,
    })
    out.bar(category.percent, focus ? GOLD : NAVY)
  }

  const { focus } = result
  out.heading(`Where to focus first: ${focus.label} (${focus.score}/${focus.max})`)
  out.text(focus.advice.summary)
  focus.advice.actions.forEach((action, index) => {
    out.down(5)
    out.room(30)
    const { page: at, y } = out.current
    at.drawText(`${index + 1}.`, { x: MARGIN, y: y - 11, size: 11, font: fonts.bold, color: NAVY })
    out.text(action, { x: MARGIN + 18, color: NAVY })
  })

  out.heading('Customer economics')
  if (result.ltvCac) {
    out.text(`LTV/CAC ratio ${formatRatio(result.ltvCac.ratio)} : 1 · score ${result.ltvCac.score}/10`, {
      font: fonts.bold,
      color: NAVY,
    })
    out.text(result.ltvCac.label)
    out.text(
      `Each dollar spent winning a customer returns ${formatRatio(result.ltvCac.ratio)} dollars of gross profit over the customer's lifetime. Investors generally look for at least 3 : 1.`,
    )
  } else {
    out.text(
      'Not calculated: the ratio needs both your lifetime gross profit per customer and your cost to acquire a customer. Bring both figures to a conversation with us and we will work through them together.',
    )
  }

  out.heading('Discuss your results with a partner')
  out.text(
    'In a confidential conversation we will walk through your results and what the next stage of your business could look like.',
  )
  out.down(4)
  out.text(`${input.nextStep.label}: ${input.nextStep.url}`, { font: fonts.bold, color: NAVY })
  out.text(`Your results online: ${input.resultsUrl}`, { size: 9.5 })
  return doc.save()
}
