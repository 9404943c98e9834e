import { plural } from '@/lib/plural'

import { type ApiError, asApiError } from './client'

/**
 * The one place where a failed call becomes what the admin reads. Loads (and the upload) rethrow
 * their fixed sentence (the status and rejected fields stay on the error); writes become toasts.
 */

/** The sentence a failed call rethrows, by call. */
const CALL_FAILURES = {
  advisors: () => 'Failed to fetch advisors',
  teamMembers: () => 'Failed to fetch team members',
  posts: () => 'Failed to fetch blog posts',
  post: () => 'Failed to fetch blog post',
  assessment: (error: ApiError) => (error.kind === 'no-key' ? error.message : 'Failed to fetch assessment'),
  prediction: () => 'Failed to fetch prediction',
  upload: () => 'Upload failed',
} satisfies Record<string, (error: ApiError) => string>

export type Call = keyof typeof CALL_FAILURES

/** For `.catch`: rethrows the failure with the call's fixed sentence. */
export const failAs =
  (call: Call) =>
  (error: unknown): never => {
    const failure = asApiError(error)
    throw failure.withMessage(CALL_FAILURES[call](failure))
  }

/** After too many failed attempts from this address, how long to wait (Retry-After is in seconds). */
export function waitMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60))
  return `Too many failed attempts. Try again in ${plural(minutes, 'minute')}.`
}

/**
 * The key gate's failure: the key was refused (any other non-OK answer), or the check could not
 * run, or the address is locked out after too many wrong keys (429: the key was not even compared,
 * so it is kept).
 */
export function keyCheckFailure(error: unknown): { refused: boolean; message: string } {
  const failure = asApiError(error)
  if (failure.status === 429) return { refused: false, message: waitMessage(failure.retryAfterSeconds ?? 60) }
  const refused = failure.kind === 'response'
  return { refused, message: refused ? 'Invalid API key' : 'Unable to validate API key' }
}

type FailureToast = { title: string; description?: string }

const titled = (title: string) => (): FailureToast => ({ title })
/** Titled Error, saying the error's message, or `fallback` when it has none. */
const errorOr = (fallback: string) => (error: ApiError) => ({ title: 'Error', description: error.message || fallback })
/** Titled Error (destructive), 'Failed to {what}: {reason}'. */
const failedTo = (what: string) => (error: ApiError) => ({
  title: 'Error',
  description: `Failed to ${what}: ${error.message}`,
})
const blogPost = (verb: string) => failedTo(`${verb} blog post`)
const enhancement = (description: string) => () => ({ title: 'Enhancement Failed', description })

/** The toast of a failed write, by operation. */
const WRITE_FAILURES = {
  createAdvisor: titled('Failed to create advisor'),
  updateAdvisor: titled('Failed to update advisor'),
  deleteAdvisor: titled('Failed to delete advisor'),
  reorderAdvisors: titled('Failed to reorder advisors'),
  createTeamMember: errorOr('Failed to create team member'),
  updateTeamMember: errorOr('Failed to update team member'),
  deleteTeamMember: errorOr('Failed to delete team member'),
  createPost: blogPost('create'),
  updatePost: blogPost('update'),
  deleteLead: errorOr(''),
  exportLeads: failedTo('export leads'),
  exportSubscribers: failedTo('export subscribers'),
  deleteSubscriber: failedTo('delete subscriber'),
  updateLead: failedTo('update lead'),
  addNote: failedTo('add note'),
  sendReply: failedTo('send reply'),
  restoreLead: failedTo('restore lead'),
  purgeLead: failedTo('delete lead permanently'),
  signIn: failedTo('sign in'),
  retryCrm: errorOr('Failed to retry the CRM sync'),
  releaseHeld: failedTo('release held lead'),
  deleteHeld: failedTo('delete held lead'),
  enhanceBio: enhancement('Failed to enhance bio. Please try again.'),
  enhanceOverview: enhancement('Failed to enhance overview. Please try again.'),
  uploadPhoto: () => ({ title: 'Error', description: 'Failed to upload image' }),
} satisfies Record<string, (error: ApiError) => FailureToast>

export type Write = keyof typeof WRITE_FAILURES

export const writeFailure = (write: Write, error: unknown): FailureToast => WRITE_FAILURES[write](asApiError(error))
