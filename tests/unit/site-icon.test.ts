import * as Lucide from 'lucide-react'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { Icon } from '@/app/(site)/_components/icon'
import { PILLAR_ICONS } from '@/lib/pillar-icons'

const SITE_ICONS = [
  'ArrowLeft',
  'ArrowRight',
  'BookOpen',
  'CalendarDays',
  'ChartColumn',
  'Check',
  'ClipboardCheck',
  'Clock',
  'ExternalLink',
  'FileQuestion',
  'LockKeyhole',
  'Mail',
  'Quote',
  'RotateCcw',
  'ShieldCheck',
  'UserRound',
] as const

describe('Icon (a Lucide icon drawn as plain SVG)', () => {
  it.each([...SITE_ICONS, ...PILLAR_ICONS])('%s has the markup of Lucide’s own component', (name) => {
    const lucide = Lucide[name]
    for (const props of [{ className: 'size-4' }, { className: 'size-6 text-gold-300', 'aria-hidden': true }, {}])
      expect(renderToStaticMarkup(createElement(Icon, { icon: lucide, ...props }))).toBe(
        renderToStaticMarkup(createElement(lucide, props)),
      )
  })

  it('keeps a label instead of hiding the icon', () => {
    const markup = renderToStaticMarkup(createElement(Icon, { icon: Lucide.Mail, 'aria-label': 'E-mail' }))
    expect(markup).toContain('aria-label="E-mail"')
    expect(markup).not.toContain('aria-hidden')
  })
})
