/** How a write whose multipart body does not parse is refused, on /cms-api and on /cms alike. */
export const NOT_A_MULTIPART_FORM = 'The body is not a valid multipart form'

/** A request's or response's body as a form, or null when it does not parse as one. */
export async function multipartForm(body: Pick<Request, 'formData'>): Promise<FormData | null> {
  try {
    return await body.formData()
  } catch {
    return null
  }
}
