import type { TMyMembership } from '@app/shared/professionals/membership.schema';
import type { TOwnProfessionalProfile } from '@app/shared/professionals/profile-views.schema';
import { useId, useState, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useFocusOnStep } from '../../../ui/wizard/use-focus-on-step';
import { Button } from '../../../ui/button';
import { FormAlert } from '../../../ui/form-alert';
import { StepNav, type TStepTab } from '../../../ui/wizard/step-nav';
import { useSignupForms } from '../hooks/use-signup-forms';
import { nextSignupStep, previousSignupStep, SIGNUP_STEPS, signupStepOf, type TSignupStep } from '../model/signup-steps';
import type { TPlanChoice } from '../model/plan-choice';
import { CompanyStep } from '../steps/company-step';
import { InformationStep } from '../steps/information-step';
import { PaymentStep } from '../steps/payment-step';
import { PlanStep } from '../steps/plan-step';
import { SignupNotices } from './signup-notices';
import { SubmitForVerification } from './submit-for-verification';

/** What the app composes into the wizard from other features: the service areas' section (adding needs a membership). */
export type TSignupParts = { serviceAreas: ComponentType<{ canAdd: boolean }> };

type SignupWizardProps = { profile: TOwnProfessionalProfile | null; membership: TMyMembership | null; parts: TSignupParts };

/**
 * The five steps of the professional sign-up (and of editing the profile): the step in the URL
 * (?step=, so the checkout can lead back to the postal codes), the forms of steps 1 and 2 kept
 * while the wizard is open, the plan chosen, and the way on from each step.
 */
export function SignupWizard({ profile, membership, parts }: SignupWizardProps) {
  const { t } = useTranslation('professionalSignup');
  const [searchParams, setSearchParams] = useSearchParams();
  const current = signupStepOf(searchParams.get('step'));
  const forms = useSignupForms(profile);
  const [choice, setChoice] = useState<TPlanChoice>({ plan: membership?.plan ?? 'basic', cycle: membership?.cycle ?? 'monthly' });
  const headingId = useId();
  const heading = useFocusOnStep<HTMLHeadingElement>(current);

  const open = (step: TSignupStep) =>
    setSearchParams((params) => {
      const next = new URLSearchParams(params);
      next.set('step', step);
      return next;
    });
  const goNext = () => {
    const next = nextSignupStep(current);
    if (next) open(next);
  };
  const previous = previousSignupStep(current);
  const invalid = (errors: object) => Object.keys(errors).length > 0;
  const tabs: TStepTab<TSignupStep>[] = SIGNUP_STEPS.map((step) => ({
    id: step,
    label: t(`steps.${step}`),
    invalid:
      (step === 'information' && invalid(forms.information.form.formState.errors)) ||
      (step === 'company' && invalid(forms.company.form.formState.errors)),
    unfinished:
      (step === 'information' && !profile?.steps.information) ||
      (step === 'company' && !profile?.steps.company) ||
      ((step === 'plan' || step === 'payment') && membership === null),
  }));
  const index = SIGNUP_STEPS.indexOf(current);

  const back = previous && (
    <Button variant="outline" onClick={() => open(previous)}>
      {t('actions.back')}
    </Button>
  );
  const body: Record<TSignupStep, ReactNode> = {
    information: (
      <SavedStep
        serverError={forms.information.serverError}
        onSubmit={forms.information.submit(goNext)}
        back={back}
        saving={forms.information.saving}
      >
        <InformationStep step={forms.information} documents={profile?.documents ?? []} />
      </SavedStep>
    ),
    company: (
      <SavedStep serverError={forms.company.serverError} onSubmit={forms.company.submit(goNext)} back={back} saving={forms.company.saving}>
        <CompanyStep step={forms.company} />
      </SavedStep>
    ),
    plan: (
      <>
        <PlanStep choice={choice} membership={membership} onChoose={setChoice} />
        <Actions back={back}>
          <Button onClick={goNext}>{t('actions.toPayment')}</Button>
        </Actions>
      </>
    ),
    payment: (
      <>
        <PaymentStep choice={choice} membership={membership} />
        <Actions back={back}>
          <Button variant="outline" onClick={goNext}>
            {t('actions.toPostalCodes')}
          </Button>
        </Actions>
      </>
    ),
    'postal-codes': (
      <>
        <parts.serviceAreas canAdd={membership !== null && membership.status !== 'expired'} />
        <Actions back={back}>
          <SubmitForVerification profile={profile} />
        </Actions>
      </>
    ),
  };

  return (
    <div className="flex flex-col gap-5">
      <SignupNotices profile={profile} promo={searchParams.get('promo')} />
      <StepNav label={t('steps.label')} steps={tabs} current={current} onOpen={open} />
      <section aria-labelledby={headingId} className="flex flex-col gap-6">
        <h2 ref={heading} id={headingId} tabIndex={-1} className="text-xl font-bold text-ink focus:outline-none">
          {t('steps.heading', { number: index + 1, total: SIGNUP_STEPS.length, label: t(`steps.${current}`) })}
        </h2>
        {body[current]}
      </section>
    </div>
  );
}

type SavedStepProps = { serverError: string; saving: boolean; back: ReactNode; onSubmit(): void; children: ReactNode };

/** A step saved whole by Save and continue: the server's overall message on top, the input kept on failure. */
function SavedStep({ serverError, saving, back, onSubmit, children }: SavedStepProps) {
  const { t } = useTranslation('professionalSignup');
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
      className="flex flex-col gap-6"
    >
      <FormAlert message={serverError} />
      {children}
      <Actions back={back}>
        <Button type="submit" loading={saving}>
          {t('actions.saveAndContinue')}
        </Button>
      </Actions>
    </form>
  );
}

/** Back on the left, the way on at the right. */
function Actions({ back, children }: { back: ReactNode; children: ReactNode }) {
  return (
    <div className="flex flex-wrap justify-between gap-3 border-t border-line pt-4">
      <span>{back}</span>
      {children}
    </div>
  );
}
