// @vitest-environment happy-dom
import { createElement, type ComponentType } from 'react'
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

const refresh = vi.fn()
vi.mock('next/navigation', () => ({
  useRouter: () => ({ refresh, push: vi.fn(), replace: vi.fn(), prefetch: vi.fn() }),
}))

import AdminError from '../../src/app/admin/error'
import SiteError from '../../src/app/(site)/error'
import GlobalError from '../../src/app/global-error'

type BoundaryProps = { error: Error & { digest?: string }; reset: () => void }
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

let container: HTMLElement
let root: Root
beforeEach(() => {
  container = document.createElement('div')
  document.body.append(container)
  root = createRoot(container)
})
afterEach(() => {
  act(() => root.unmount())
  container.remove()
  sessionStorage.clear()
  refresh.mockClear()
})

function render(Boundary: ComponentType<BoundaryProps>, reset = vi.fn()) {
  act(() =>
    root.render(createElement(Boundary, { error: Object.assign(new Error('boom'), { digest: 'abc123' }), reset })),
  )
  return reset
}

const button = (name: string) =>
  [...container.querySelectorAll('button')].find((element) => element.textContent?.trim() === name)

describe('site error boundary', () => {
  it('says the page could not be shown and offers a retry and a link home', () => {
    const reset = render(SiteError)
    expect(container.querySelector('h1')?.textContent).toBe('This page could not be shown')
    expect(container.textContent).toContain('Something went wrong')
    const home = [...container.querySelectorAll('a')].find((link) => link.textContent === 'Return to the home page')
    expect(home?.getAttribute('href')).toBe('/')
    act(() => button('Try again')!.click())
    expect(refresh).toHaveBeenCalledTimes(1)
    expect(reset).toHaveBeenCalledTimes(1)
  })
})

describe('dashboard error boundary', () => {
  it('retries with the stored API key kept, so the admin stays logged in', () => {
    sessionStorage.setItem('api-key', 'the-stored-admin-key')
    const reset = render(AdminError)
    expect(container.querySelector('[role="alert"]')?.textContent).toContain('Something went wrong')
    expect(container.textContent).toContain('You are still logged in')
    act(() => button('Try again')!.click())
    expect(reset).toHaveBeenCalledTimes(1)
    expect(sessionStorage.getItem('api-key')).toBe('the-stored-admin-key')
  })
})

describe('root error boundary', () => {
  it('renders a whole document with a retry and a full-page link home', () => {
    const html = renderToStaticMarkup(createElement(GlobalError, { error: new Error('boom'), reset: vi.fn() }))
    const page = new DOMParser().parseFromString(html, 'text/html')
    expect(page.documentElement.lang).toBe('en')
    expect(page.querySelector('h1')?.textContent).toBe('Something went wrong')
    expect(page.querySelector('button')?.textContent).toBe('Try again')
    const home = page.querySelector('a')
    expect([home?.getAttribute('href'), home?.textContent]).toEqual(['/', 'Return to the home page'])
  })
})
