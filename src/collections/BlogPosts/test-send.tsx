'use client'
import { Button, useDocumentInfo, useFormFields } from '@payloadcms/ui'
import { useState } from 'react'

/** The route of "Send a test to me" (kept here: a CMS component loads no contract's zod). */
const TEST_SEND_ROUTE = '/api/newsletter/test-send'

/**
 * "Send a test to me": the post's newsletter e-mail in the chosen form, marked as a test, to the
 * signed-in editor's own address (through the e-mail queue), before any subscriber gets it.
 */
export function SendTestButton() {
  const { id } = useDocumentInfo()
  const format = useFormFields(([fields]) => fields['newsletter.format']?.value)
  const [status, setStatus] = useState<{ sending: boolean; message: string }>({ sending: false, message: '' })
  if (id === undefined || id === null) return null

  async function send() {
    setStatus({ sending: true, message: '' })
    try {
      const response = await fetch(TEST_SEND_ROUTE, {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ postId: String(id), format: format === 'full' ? 'full' : 'summary' }),
      })
      const text = await response.text()
      const message = response.ok ? (JSON.parse(text) as { message: string }).message : text
      setStatus({ sending: false, message })
    } catch {
      setStatus({ sending: false, message: 'The test could not be sent: the server was not reached.' })
    }
  }

  return (
    <div style={{ marginBottom: 'var(--base)' }}>
      <Button buttonStyle="secondary" size="small" onClick={() => void send()} disabled={status.sending}>
        {status.sending ? 'Sending…' : 'Send a test to me'}
      </Button>
      {status.message && (
        <p role="status" style={{ margin: 0 }}>
          {status.message}
        </p>
      )}
    </div>
  )
}
