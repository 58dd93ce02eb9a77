import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button';
import { AdminTable } from './admin-table';

type PagedTableProps = {
  /** Where the list's texts are in the admin catalog: `{texts}.summary`, `.empty`, `.pagesLabel`, `.previous`, `.next`. */
  texts: string;
  /** The table's caption (read by screen readers). */
  caption: string;
  /** The column headings, already translated. */
  columns: readonly string[];
  result: { total: number; page: number; pageSize: number };
  onPage(page: number): void;
  /** The rows (`<tr>`s). */
  children: ReactNode;
};

/** One page of an admin list: how many in all, the table, Previous and Next; or that nothing matched. */
export function PagedTable({ texts, caption, columns, result, onPage, children }: PagedTableProps) {
  const { t } = useTranslation('admin');
  const pages = Math.max(1, Math.ceil(result.total / result.pageSize));
  if (result.total === 0)
    return (
      <p role="status" className="text-muted">
        {t(`${texts}.empty`)}
      </p>
    );
  return (
    <>
      <p role="status" className="mb-3 text-sm text-muted">
        {t(`${texts}.summary`, { total: result.total, page: result.page, pages })}
      </p>
      <AdminTable caption={caption} columns={columns}>
        {children}
      </AdminTable>
      <nav aria-label={t(`${texts}.pagesLabel`)} className="mt-4 flex items-center gap-2">
        <Button variant="outline" disabled={result.page <= 1} onClick={() => onPage(result.page - 1)}>
          {t(`${texts}.previous`)}
        </Button>
        <Button variant="outline" disabled={result.page >= pages} onClick={() => onPage(result.page + 1)}>
          {t(`${texts}.next`)}
        </Button>
      </nav>
    </>
  );
}
