/** A message in its two parts; visitor text enters both only through `escapeHtml` / plain text. */
export type Message = { subject: string; html: string; text: string }

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }

export const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char])

/** Subjects are one line: visitor text with line breaks cannot add headers or fake a second line. */
export const oneLine = (value: string, max = 120): string => {
  const line = value.replace(/\s+/g, ' ').trim()
  return line.length > max ? `${line.slice(0, max - 1)}…` : line
}

/** Label/value rows: escaped in HTML, aligned in text. */
export type Row = [label: string, value: string]

export const htmlRows = (rows: Row[]): string =>
  `<table role="presentation" cellpadding="4" style="border-collapse:collapse">${rows
    .map(
      ([label, value]) =>
        `<tr><td style="color:#475569;vertical-align:top;padding-right:16px">${escapeHtml(label)}</td><td>${escapeHtml(value).replace(/\n/g, '<br>')}</td></tr>`,
    )
    .join('')}</table>`

export const textRows = (rows: Row[]): string => rows.map(([label, value]) => `${label}: ${value}`).join('\n')

export const htmlList = (items: string[]): string =>
  `<ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`

export const htmlLink = (href: string, label: string): string =>
  `<a href="${escapeHtml(href)}" style="color:#1e3a8a">${escapeHtml(label)}</a>`

/** The shared frame of every message: the firm's name as heading, the body, a muted footer. */
export const htmlDocument = (title: string, body: string, footer: string): string =>
  `<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;color:#0f172a;line-height:1.5;max-width:640px">` +
  `<h1 style="font-size:20px">${escapeHtml(title)}</h1>${body}` +
  `<p style="color:#64748b;font-size:12px;margin-top:32px">${escapeHtml(footer)}</p></body></html>`
