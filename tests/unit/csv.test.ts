import { describe, expect, it } from 'vitest'

import { neutraliseFormula, quoteField, toCsv } from '@/lib/csv'

type Row = { name: string; note?: string | null; score?: number }
const columns = [
  { header: 'Name', value: (row: Row) => row.name },
  { header: 'Note', value: (row: Row) => row.note },
  { header: 'Score', value: (row: Row) => row.score },
]

describe('toCsv', () => {
  it('starts with a UTF-8 BOM, a header line and CRLF line breaks', () => {
    expect(toCsv([{ name: 'Acme', note: 'ok', score: 72 }], columns)).toBe('\uFEFFName,Note,Score\r\nAcme,ok,72\r\n')
  })

  it('quotes fields with commas, quotes, CR or LF and doubles the quotes (RFC 4180)', () => {
    const csv = toCsv([{ name: 'Smith, "Jr"', note: 'line one\nline two' }], columns)
    expect(csv).toBe('\uFEFFName,Note,Score\r\n"Smith, ""Jr""","line one\nline two",\r\n')
  })

  it('leaves missing values empty', () => {
    expect(toCsv([{ name: 'A', note: null }], columns).split('\r\n')[1]).toBe('A,,')
  })

  it('neutralises cells a spreadsheet would run as a formula', () => {
    const csv = toCsv(
      [
        { name: '=HYPERLINK("http://evil","x")' },
        { name: '+1+1' },
        { name: '-2+3' },
        { name: '@SUM(A1)' },
        { name: '\t=1' },
        { name: '\r=1' },
      ],
      columns,
    )
    const names = csv.split('\r\n').slice(1, 6)
    expect(names[0]).toBe(`"'=HYPERLINK(""http://evil"",""x"")",,`)
    expect(names[1]).toBe("'+1+1,,")
    expect(names[2]).toBe("'-2+3,,")
    expect(names[3]).toBe("'@SUM(A1),,")
    expect(names[4]).toBe("'\t=1,,")
    expect(csv).toContain(`"'\r=1",,`)
  })

  it('keeps numbers as numbers, negative ones included', () => {
    expect(toCsv([{ name: 'A', score: -3 }], columns).split('\r\n')[1]).toBe('A,,-3')
  })
})

describe('CSV cell helpers', () => {
  it.each([
    ['=1', "'=1"],
    ['+1', "'+1"],
    ['-1', "'-1"],
    ['@a', "'@a"],
    ['\t1', "'\t1"],
    ['\n1', "'\n1"],
    ['a=1', 'a=1'],
    ['', ''],
  ])('neutraliseFormula(%j) is %j', (input, output) => {
    expect(neutraliseFormula(input)).toBe(output)
  })

  it('quotes only when needed', () => {
    expect(quoteField('plain')).toBe('plain')
    expect(quoteField('a"b')).toBe('"a""b"')
    expect(quoteField('a\r\nb')).toBe('"a\r\nb"')
  })
})
