import type { ReactNode } from 'react';

type AdminTableProps = {
  /** The table's caption (read by screen readers). */
  caption: string;
  /** The column headings, already translated. */
  columns: readonly string[];
  /** The rows (`<tr>`s). */
  children: ReactNode;
};

/** The admin console's table: a scrolling frame, a caption for screen readers, column headings, the rows. */
export function AdminTable({ caption, columns, children }: AdminTableProps) {
  return (
    <div className="overflow-x-auto rounded-2xl border border-line bg-white">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-line text-muted">
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className="px-4 py-3 font-medium">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
