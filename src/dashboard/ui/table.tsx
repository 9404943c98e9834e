import type { HTMLAttributes, ReactNode, TdHTMLAttributes, ThHTMLAttributes } from 'react'

import { cn } from '@/lib/cn'

/**
 * A table that scrolls sideways when it must; a `stacked` table instead shows each row as a block
 * of labelled cells below the lg breakpoint (admin.css), so a wide lead table stays readable on a tablet.
 */
export const Table = ({ className, stacked, ...props }: HTMLAttributes<HTMLTableElement> & { stacked?: boolean }) => (
  <div className="overflow-x-auto">
    <table
      className={cn('w-full border-collapse text-left text-sm', stacked && 'stacked-table', className)}
      {...props}
    />
  </div>
)

export const Th = ({ className, ...props }: ThHTMLAttributes<HTMLTableCellElement>) => (
  <th
    scope="col"
    className={cn('whitespace-nowrap border-b border-line px-3 py-2 font-semibold text-body', className)}
    {...props}
  />
)

type TdProps = TdHTMLAttributes<HTMLTableCellElement> & {
  /** The column's name, shown beside the cell when a stacked table stacks. */
  label?: string
  children?: ReactNode
}

export const Td = ({ className, label, children, ...props }: TdProps) => (
  <td
    data-label={label}
    className={cn('border-b border-slate-100 px-3 py-2 align-top text-body', className)}
    {...props}
  >
    {label ? <div className="min-w-0">{children}</div> : children}
  </td>
)

/** A table's header row, one column heading per entry. */
export const TableHead = ({ headers }: { headers: readonly string[] }) => (
  <thead>
    <tr>
      {headers.map((header) => (
        <Th key={header}>{header}</Th>
      ))}
    </tr>
  </thead>
)
