/** The post's URL slug: lowercased title, non-alphanumerics removed, spaces collapsed to hyphens, then `-{id}`. */
export function postSlug(title: string, id: number | string): string {
  const words = title
    .toLowerCase()
    .replace(/[^a-z0-9\s]/g, '')
    .trim()
    .replace(/\s+/g, '-')
  return words ? `${words}-${id}` : String(id)
}

/** The post id: whatever follows the last hyphen (the whole slug when it has none); null when malformed. */
export function postIdFromSlug(slug: string): string | null {
  const id = slug.slice(slug.lastIndexOf('-') + 1)
  return /^[A-Za-z0-9]{1,64}$/.test(id) ? id : null
}
