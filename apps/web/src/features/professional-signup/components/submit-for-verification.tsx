import { MESSAGES } from '@app/shared/messages/messages';
import type { TOwnProfessionalProfile } from '@app/shared/professionals/profile-views.schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button, ButtonLink } from '../../../ui/button';
import { FormAlert } from '../../../ui/form-alert';
import { useSubmitProfile } from '../api/submit-profile';
import { VERIFY_PATH } from '../model/signup-steps';

/**
 * The end of the sign-up: a draft or rejected profile is sent for verification (then the
 * verification page); one already waiting or verified links to that page instead.
 */
export function SubmitForVerification({ profile }: { profile: TOwnProfessionalProfile | null }) {
  const { t } = useTranslation('professionalSignup');
  const navigate = useNavigate();
  const submit = useSubmitProfile();
  const [error, setError] = useState('');
  const status = profile?.status ?? 'draft';
  if (status !== 'draft' && status !== 'rejected' && status !== 'off') {
    return (
      <ButtonLink to={VERIFY_PATH} variant="outline">
        {t('actions.verificationStatus')}
      </ButtonLink>
    );
  }
  const onSubmit = async () => {
    setError('');
    try {
      await submit.mutateAsync();
      await navigate(VERIFY_PATH);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : MESSAGES.somethingWentWrong);
    }
  };
  return (
    <div className="flex flex-col items-end gap-2">
      <FormAlert message={error} />
      <Button loading={submit.isPending} onClick={() => void onSubmit()}>
        {t(status === 'rejected' ? 'actions.resubmit' : 'actions.submit')}
      </Button>
    </div>
  );
}
