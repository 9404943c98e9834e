import type { HTMLAttributes, TdHTMLAttributes, ThHTMLAttributes } from 'react'

import { cn } from '@/lib/cn'

export const Table = ({ className, ...props }: HTMLAttributes<HTMLTableElement>) => (
  <div className="overflow-x-auto">
    <table className={cn('w-full border-collapse text-left text-sm', className)} {...props} />
  </div>
)

export const Th = ({ className, ...props }: ThHTMLAttributes<HTMLTableCellElement>) => (
  <th
    scope="col"
    className={cn('whitespace-nowrap border-b border-line px-3 py-2 font-semibold text-body', className)}
    {...props}
  />
)

export const Td = ({ className, ...props }: TdHTMLAttributes<HTMLTableCellElement>) => (
  <td className={cn('border-b border-slate-100 px-3 py-2 align-top text-body', className)} {...props} />
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
