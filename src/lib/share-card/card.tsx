import { cardText, titleSize } from './text'

/** The generated social card's size, as LinkedIn, X and Facebook show it. */
export const SHARE_CARD_SIZE = { width: 1200, height: 630 } as const

type Props = { title: string; firmName: string; date: string; readTime: string }

/** A post's branded social card (rendered by next/og: inline styles, flex layout only). */
export function ShareCard({ title, firmName, date, readTime }: Props) {
  const heading = cardText(title, 140)
  return (
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: '72px 84px',
        backgroundColor: '#07142a',
        backgroundImage: 'radial-gradient(circle at 100% 0%, rgba(212,176,106,0.35), rgba(7,20,42,0) 60%)',
        color: '#ffffff',
        fontFamily: 'Inter',
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 24 }}>
        <svg width="64" height="64" viewBox="0 0 32 32">
          <rect width="32" height="32" rx="6" fill="#0b1d3a" />
          <path d="M10 8h12l-3 11h-6z" fill="#d4b06a" />
          <path d="M8 23h16v2H8z" fill="#e2c992" />
        </svg>
        <div style={{ display: 'flex', fontSize: 28, fontWeight: 700, letterSpacing: 4, color: '#e2c992' }}>
          {cardText(firmName, 60).toUpperCase()}
        </div>
      </div>
      <div
        style={{
          display: 'flex',
          fontFamily: 'Source Serif 4',
          fontWeight: 600,
          fontSize: titleSize(heading),
          lineHeight: 1.15,
          letterSpacing: -0.5,
        }}
      >
        {heading}
      </div>
      <div style={{ display: 'flex', alignItems: 'center', gap: 28, fontSize: 28, fontWeight: 500, color: '#cbd5e1' }}>
        <div style={{ display: 'flex', width: 96, height: 4, backgroundColor: '#d4b06a' }} />
        <div style={{ display: 'flex' }}>{`Strategic Insights · ${date} · ${readTime}`}</div>
      </div>
    </div>
  )
}
