import type { TAdminListing } from '@app/shared/admin/admin.schema';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The look of a link in an admin table's cell. */
export const CELL_LINK = 'text-sm font-semibold text-primary-dark underline-offset-2 hover:underline';

type ListingCellProps = {
  listing: TAdminListing;
  /** What the row says about the listing under its address. */
  children?: ReactNode;
  /** Links beside the one to the listing's page. */
  links?: ReactNode;
};

/** A listing in an admin table's first cell: its title, address, what the row adds, and the link to its page. */
export function ListingCell({ listing, children, links }: ListingCellProps) {
  const { t } = useTranslation('admin');
  const title = listing.title ?? t('listings.untitled');
  return (
    <td className="px-4 py-3">
      <span className="block font-semibold text-ink">{title}</span>
      <span className="block text-muted">{listing.address}</span>
      {children}
      <span className="flex flex-wrap gap-x-3">
        <Link to={`/listings/${listing._id}`} className={CELL_LINK}>
          {t('listings.open')}
          <span className="sr-only">: {title}</span>
        </Link>
        {links}
      </span>
    </td>
  );
}
