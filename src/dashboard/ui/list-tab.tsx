import { Pencil, Plus } from 'lucide-react'
import type { ComponentProps, ReactNode } from 'react'

import { Button } from './button'
import { Card, CardHeader, CardTitle } from './card'
import { ConfirmDelete } from './confirm-delete'
import { Dialog } from './dialog'
import { ListState } from './list-state'

/** A content tab's card: its title and actions, then the list's loading, failure and empty texts or the list. */
export function ListCard({
  title,
  actions,
  children,
  ...state
}: Omit<ComponentProps<typeof ListState>, 'children'> & { title: string; actions: ReactNode; children: ReactNode }) {
  return (
    <Card>
      <CardHeader className="flex flex-row items-center justify-between">
        <CardTitle>{title}</CardTitle>
        {actions}
      </CardHeader>
      <ListState {...state}>{children}</ListState>
    </Card>
  )
}

/** The header button that opens the form for a new record. */
export const AddButton = ({ label, onClick }: { label: string; onClick: () => void }) => (
  <Button onClick={onClick}>
    <Plus aria-hidden className="h-4 w-4" />
    {label}
  </Button>
)

/** A row's edit and delete buttons, after any of its own (`children`); `editText` shows a word beside the pencil. */
export function EditDeleteActions({
  name,
  question,
  onEdit,
  onDelete,
  editText,
  children,
}: {
  name: string
  question: string
  onEdit: () => void
  onDelete: () => void
  editText?: string
  children?: ReactNode
}) {
  return (
    <>
      {children}
      <Button variant="ghost" size={editText ? 'sm' : 'icon'} aria-label={`Edit ${name}`} onClick={onEdit}>
        <Pencil aria-hidden className="h-4 w-4" />
        {editText}
      </Button>
      <ConfirmDelete label={`Delete ${name}`} question={question} onConfirm={onDelete} />
    </>
  )
}

/** The create-or-edit form of a list in a dialog, open while the editor is (`target` null: a new record). */
export function EditorDialog<Target>({
  editor,
  title,
  children,
}: {
  editor: { editing: { target: Target | null } | null; close: () => void }
  title: string
  children: (target: Target | null) => ReactNode
}) {
  return (
    <Dialog open={editor.editing !== null} onOpenChange={(open) => !open && editor.close()} title={title}>
      {editor.editing && children(editor.editing.target)}
    </Dialog>
  )
}
