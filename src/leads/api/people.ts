import type { ZodError } from 'zod'

import { invalidParametersHeaders, invalidParametersMessage } from '@/contracts/lead-inbox'
import { personQuerySchema } from '@/contracts/people'
import { findPerson } from '@/leads/people/person'

import { requireLeadWorker } from '@/http/auth'
import { ApiError, jsonResponse, type PayloadContext } from '@/http/http'

const invalid = (names: string[]) => new ApiError(400, invalidParametersMessage(names), invalidParametersHeaders(names))

const namesOf = (error: ZodError) => [
  ...new Set(
    error.issues.flatMap((issue) =>
      issue.code === 'unrecognized_keys' ? issue.keys : [issue.path.map(String).join('.') || 'email'],
    ),
  ),
]

/** The `email` of GET /api/people: given once, an address; otherwise a 400 naming the parameters. */
function emailOf(params: URLSearchParams): string {
  if (params.getAll('email').length > 1) throw invalid(['email'])
  const parsed = personQuerySchema.safeParse(Object.fromEntries(params))
  if (!parsed.success) throw invalid(namesOf(parsed.error))
  return parsed.data.email
}

/** GET /api/people?email= (admin): the person's leads and timeline; 404 when no lead has the address. */
export async function getPerson(request: Request, { payload }: PayloadContext): Promise<Response> {
  const caller = await requireLeadWorker(request, payload)
  const person = await findPerson(caller, emailOf(new URL(request.url).searchParams))
  if (!person) throw new ApiError(404, 'No lead has this e-mail address')
  return jsonResponse(person)
}
