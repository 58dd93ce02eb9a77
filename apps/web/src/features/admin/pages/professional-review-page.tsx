import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { QueryStatus } from '../../../ui/query-status';
import { useProfessionalReview } from '../api/review-queue';
import { AdminHeading } from '../components/admin-heading';
import { ReviewDecision } from '../components/review-decision';
import { ReviewDetails } from '../components/review-details';
import { ReviewDocuments } from '../components/review-documents';
import { ReviewHistory } from '../components/review-history';
import { TimeLeft } from '../components/time-left';

/** /admin/professionals/{id}: one profile's review: what was filed, the documents side by side, the decision. */
export default function ProfessionalReviewPage() {
  const { t } = useTranslation('admin');
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const review = useProfessionalReview(id);
  return (
    <>
      <p className="mb-2">
        <Link to="/admin/professionals" className="text-sm font-semibold text-primary-dark underline-offset-2 hover:underline">
          {t('review.backToQueue')}
        </Link>
      </p>
      <QueryStatus query={review} loading={t('review.loading')}>
        {(profile) => (
          <>
            <AdminHeading
              title={t('review.title', { name: `${profile.account.firstName} ${profile.account.lastName}` })}
              lead={
                <>
                  {t(`review.status.${profile.status}`)}
                  {profile.actions.includes('approve') && (
                    <>
                      {' · '}
                      <TimeLeft submittedAt={profile.verification.submittedAt} />
                    </>
                  )}
                </>
              }
            />
            <div className="flex flex-col gap-6">
              {profile.verification.rejectionReason && (
                <p className="rounded-lg border border-line bg-white p-4 text-sm">
                  {t('review.lastRejection', { reason: profile.verification.rejectionReason })}
                </p>
              )}
              <section aria-labelledby="review-documents" className="flex flex-col gap-3">
                <h2 id="review-documents" className="text-lg font-bold text-ink">
                  {t('review.documents')}
                </h2>
                <ReviewDocuments documents={profile.documents} />
              </section>
              <ReviewDetails profile={profile} />
              <ReviewDecision profile={profile} onDecided={() => void navigate('/admin/professionals')} />
              <ReviewHistory events={profile.events} />
            </div>
          </>
        )}
      </QueryStatus>
    </>
  );
}
