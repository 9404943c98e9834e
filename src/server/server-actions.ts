import { type CipherGCMTypes, createDecipheriv } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import { multipartForm, NOT_A_MULTIPART_FORM } from './multipart-form'

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * The names Payload's admin UI calls its one server action with (the table in
 * `@payloadcms/next`'s handleServerFunctions, which throws on any other name). A unit test keeps
 * this list in step with the installed Payload.
 */
export const PAYLOAD_SERVER_FUNCTIONS = new Set([
  'copy-data-from-locale',
  'form-state',
  'get-default-layout',
  'get-folder-results-component-and-data',
  'get-upcoming-scheduled-publish',
  'render-document',
  'render-document-slots',
  'render-field',
  'render-list',
  'render-widget',
  'schedule-publish',
  'slugify',
  'table-state',
])

/** Where the build's action manifest says Payload's two actions are declared. */
const PAYLOAD_FUNCTION_FILE = 'app/(payload)/layout.tsx'
const LANGUAGE_SWITCH_FILE = '../node_modules/@payloadcms/next/dist/layouts/Root/index.js'

/**
 * What the front server knows of the build's server actions: the ids of Payload's server function
 * and of its language switch, and the key Next.js encrypts an action's bound arguments with.
 */
export type ServerActions = { payloadFunction: string | null; languageSwitch: string | null; key: Buffer | null }

type Manifest = { node?: Record<string, { filename?: string }>; encryptionKey?: string }

/** Reads the production build's action manifest (`.next/server/server-reference-manifest.json`). */
export function buildServerActions(appDir: string): ServerActions {
  const file = path.join(appDir, '.next/server/server-reference-manifest.json')
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest
  const declaredIn = (filename: string) =>
    Object.entries(manifest.node ?? {}).find(([, action]) => action.filename === filename)?.[0] ?? null
  // Next.js takes the key from this variable first, as here.
  const key = process.env.NEXT_SERVER_ACTIONS_ENCRYPTION_KEY || manifest.encryptionKey
  return {
    payloadFunction: declaredIn(PAYLOAD_FUNCTION_FILE),
    languageSwitch: declaredIn(LANGUAGE_SWITCH_FILE),
    key: key ? Buffer.from(key, 'base64') : null,
  }
}

const GCM_TAG_BYTES = 16
const IV_BYTES = 16

/**
 * Whether `sealed` is a bound argument Next.js encrypted for this action: base64 of a 16-byte IV
 * and the AES-GCM encryption of the action's id followed by the argument. Next.js answers a 500
 * for any other.
 */
function sealedForAction(sealed: string, actionId: string, key: Buffer): boolean {
  const bytes = Buffer.from(sealed, 'base64')
  if (bytes.length < IV_BYTES + GCM_TAG_BYTES) return false
  try {
    const decipher = createDecipheriv(`aes-${key.length * 8}-gcm` as CipherGCMTypes, key, bytes.subarray(0, IV_BYTES))
    decipher.setAuthTag(bytes.subarray(bytes.length - GCM_TAG_BYTES))
    const opened = Buffer.concat([
      decipher.update(bytes.subarray(IV_BYTES, bytes.length - GCM_TAG_BYTES)),
      decipher.final(),
    ])
    return opened.toString('utf8').startsWith(actionId)
  } catch {
    return false
  }
}

type Problem = { status: number; message: string }

const isCmsPage = (path: string) => path === '/cms' || path.startsWith('/cms/')

const problem = (status: number, message: string): Problem => ({ status, message })

const NOT_ARGUMENTS = "A server action's arguments are sent as a JSON array"

/** The arguments as Next.js decodes them: the JSON text of a text/plain body, or a form's field `0`. */
async function actionArguments(contentType: string, body: Buffer): Promise<unknown[] | Problem> {
  const type = contentType.toLowerCase()
  let text: string
  if (type.startsWith('text/plain')) text = body.toString('utf8')
  else if (type.startsWith('multipart/form-data')) {
    const form = await multipartForm(new Response(new Uint8Array(body), { headers: { 'content-type': contentType } }))
    if (!form) return problem(400, NOT_A_MULTIPART_FORM)
    const root = form.get('0')
    if (typeof root !== 'string') return problem(400, NOT_ARGUMENTS)
    text = root
  } else return problem(415, 'A server action is sent as text/plain or multipart/form-data')
  try {
    const parsed: unknown = JSON.parse(text)
    if (Array.isArray(parsed)) return parsed
  } catch {
    // Answered below, like any other body that is not an array.
  }
  return problem(400, NOT_ARGUMENTS)
}

/**
 * The one function a caller who is not signed in may call: the sign-in, first-user and password
 * forms build their state with it, and it answers a stranger with its own error. The others are
 * answered 401 before Payload runs them (src/server/payload-server-function.ts).
 */
export const OPEN_TO_STRANGERS = 'form-state'

/** Payload's server function takes one argument, `{ name, args }`, with a name from its table. */
function payloadCallProblem(args: unknown[]): Problem | null {
  const [call] = args
  if (args.length !== 1 || !isPlainObject(call) || typeof call.name !== 'string')
    return problem(400, "Payload's server function is called with one argument, { name, args }")
  if (!PAYLOAD_SERVER_FUNCTIONS.has(call.name))
    return problem(400, `Unknown server function: ${JSON.stringify(call.name.slice(0, 100))}`)
  if (call.args !== undefined && !isPlainObject(call.args))
    return problem(400, `The server function ${call.name} takes its arguments as an object`)
  return null
}

/** A language name as Payload's translations are keyed (`en`, `zhTw`, `bnBd`). */
const LANGUAGE = /^[A-Za-z]{2,8}$/

/** Payload's language switch: its cookie prefix, bound and sealed by Next.js, then the language. */
function languageSwitchProblem(args: unknown[], actionId: string, key: Buffer | null): Problem | null {
  const [sealed, language] = args
  if (args.length !== 2 || typeof sealed !== 'string' || typeof language !== 'string' || !LANGUAGE.test(language))
    return problem(400, 'The language switch is called with its bound argument and a language name')
  if (key && !sealedForAction(sealed, actionId, key))
    return problem(400, "The language switch's bound argument was not sealed by this site")
  return null
}

export type ActionCall = {
  path: string
  actionId: string
  contentType: string | undefined
  body: Buffer
}

/**
 * Why a server action call is refused before Next.js decodes it, or null. Next.js answers a 500
 * for a body it cannot decode, and Payload's server function one for a name it does not know or a
 * caller who is not signed in, whatever page the call is sent to. Only the CMS's pages use server actions; the public pages
 * have none. `actions` is null when the build's manifest is not at hand (development): the
 * call's shape is checked, not which action it names.
 */
export async function serverActionProblem(call: ActionCall, actions: ServerActions | null): Promise<Problem | null> {
  if (!isCmsPage(call.path)) return problem(404, 'Not found: only the CMS takes server actions')
  const args = await actionArguments(call.contentType ?? '', call.body)
  if (!Array.isArray(args)) return args
  if (!actions) return null
  if (call.actionId === actions.payloadFunction) return payloadCallProblem(args)
  if (call.actionId === actions.languageSwitch) return languageSwitchProblem(args, call.actionId, actions.key)
  return null
}

/**
 * A form posted to a CMS page without JavaScript: Next.js would run the action its
 * `$ACTION_ID_…` field names with the form as its argument (a 500 in Payload's function). The
 * CMS sends every action with fetch, so such a post is refused.
 */
export function isFormPostToCms(method: string | undefined, path: string, contentType: string | undefined): boolean {
  return method === 'POST' && isCmsPage(path) && (contentType ?? '').toLowerCase().startsWith('multipart/form-data')
}
