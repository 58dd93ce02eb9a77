import { useTranslation } from 'react-i18next';
import { QueryStatus } from '../../../ui/query-status';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { useCoupons } from '../api/admin-coupons';
import { CouponForm } from '../components/coupon-form';
import { CouponTable } from '../components/coupon-table';

/** /admin/coupons (decision 077): create a coupon, see every coupon with its uses, deactivate one with why. */
export default function AdminCouponsPage() {
  const { t } = useTranslation('coupons');
  const coupons = useCoupons();
  useDocumentTitle(t('admin.title'));
  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-2xl font-bold text-ink md:text-3xl">{t('admin.title')}</h1>
        <p className="mt-2 text-muted">{t('admin.lead')}</p>
      </div>
      <CouponForm />
      <section aria-labelledby="coupon-list" className="flex flex-col gap-3">
        <h2 id="coupon-list" className="text-xl font-bold text-ink">
          {t('admin.listTitle')}
        </h2>
        <QueryStatus query={coupons} loading={t('admin.loading')}>
          {(list) => (list.length === 0 ? <p className="text-muted">{t('admin.none')}</p> : <CouponTable coupons={list} />)}
        </QueryStatus>
      </section>
    </div>
  );
}
