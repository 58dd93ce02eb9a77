import { ZRejectProfessionalRequest, type TProfessionalReview } from '@app/shared/professionals/profile-views.schema';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api/api-client';
import { useTranslateMessage } from '../../../lib/i18n/translate-message';
import { snackbar } from '../../../lib/snackbar/snackbar-store';
import { Button } from '../../../ui/button';
import { TextArea } from '../../../ui/field';
import { FormAlert } from '../../../ui/form-alert';
import { SectionCard } from '../../../ui/section-card';
import { useDecideProfessional } from '../api/review-queue';

/**
 * Approve, or reject with the reason the professional reads and fixes (required; checked with
 * the server's own schema before sending). Shown only while the profile may take them.
 */
export function ReviewDecision({ profile, onDecided }: { profile: TProfessionalReview; onDecided(): void }) {
  const { t } = useTranslation('admin');
  const translate = useTranslateMessage();
  const decide = useDecideProfessional();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string>();
  const [failure, setFailure] = useState('');
  const name = `${profile.account.firstName} ${profile.account.lastName}`;
  const canApprove = profile.actions.includes('approve');
  const canReject = profile.actions.includes('reject');
  if (!canApprove && !canReject) return null;

  const run = async (input: Parameters<typeof decide.mutateAsync>[0], done: string) => {
    setFailure('');
    try {
      await decide.mutateAsync(input);
      snackbar.success(done);
      onDecided();
    } catch (error) {
      setFailure(error instanceof ApiError ? error.message : String(error));
      if (error instanceof ApiError && error.fields?.reason) setReasonError(translate(error.fields.reason));
    }
  };

  const onReject = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZRejectProfessionalRequest.safeParse({ reason });
    if (!parsed.success) {
      setReasonError(translate(parsed.error.issues[0]?.message));
      return;
    }
    setReasonError(undefined);
    void run({ id: profile._id, decision: 'reject', reason: parsed.data.reason }, t('review.rejected', { name }));
  };

  return (
    <SectionCard title={t('review.decisionTitle')} description={t('review.decisionLead')}>
      {failure && <FormAlert message={failure} />}
      {canApprove && (
        <div>
          <Button
            loading={decide.isPending && decide.variables?.decision === 'approve'}
            disabled={decide.isPending}
            onClick={() => void run({ id: profile._id, decision: 'approve' }, t('review.approved', { name }))}
          >
            {t('review.approve')}
          </Button>
        </div>
      )}
      {canReject && (
        <form onSubmit={onReject} noValidate className="flex flex-col gap-3">
          <TextArea
            label={t('review.reasonLabel')}
            hint={t('review.reasonHint')}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            error={reasonError}
            required
            maxLength={1000}
          />
          <div>
            <Button
              type="submit"
              variant="outline"
              loading={decide.isPending && decide.variables?.decision === 'reject'}
              disabled={decide.isPending}
            >
              {t('review.reject')}
            </Button>
          </div>
        </form>
      )}
    </SectionCard>
  );
}
