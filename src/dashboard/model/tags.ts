/** Adds a tag when it is non-empty after trimming and not already present. */
export function addTag(tags: readonly string[], raw: string): string[] {
  const tag = raw.trim()
  return tag && !tags.includes(tag) ? [...tags, tag] : [...tags]
}

export const removeTag = (tags: readonly string[], tag: string): string[] => tags.filter((current) => current !== tag)

/** The first three tags and how many more there are (the admin table's "+N"). */
export function visibleTags(tags: readonly string[] | null | undefined, shown = 3): { tags: string[]; more: number } {
  const list = tags ?? []
  return { tags: list.slice(0, shown), more: Math.max(0, list.length - shown) }
}
