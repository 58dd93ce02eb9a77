import { MESSAGES } from '@app/shared/messages/messages';
import { ZCompanyInformation, ZProfessionalInformation } from '@app/shared/professionals/profile.schema';
import type { TOwnProfessionalProfile } from '@app/shared/professionals/profile-views.schema';
import { useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { applyServerErrors, useZodForm } from '../../../lib/forms/use-zod-form';
import { useSaveCompany } from '../api/save-company';
import { useSaveInformation } from '../api/save-information';
import { companyFormValues, informationFormValues } from '../model/signup-forms';

type StepSave<TOut> = { mutateAsync(values: TOut): Promise<unknown>; isPending: boolean };

/**
 * One saved step: Save and continue checks the form with the server's own schema, saves it
 * whole, then `onSaved`. A failure keeps the input as typed, with the server's field messages
 * on their fields and its overall message returned as `serverError`.
 */
function useStepSave<TIn extends FieldValues, TOut extends FieldValues>(form: UseFormReturn<TIn, unknown, TOut>, save: StepSave<TOut>) {
  const [serverError, setServerError] = useState('');
  const submit = (onSaved: () => void) =>
    form.handleSubmit(async (values) => {
      setServerError('');
      try {
        await save.mutateAsync(values);
        onSaved();
      } catch (error) {
        setServerError(
          applyServerErrors(form as unknown as UseFormReturn<TIn, unknown, FieldValues>, error) || MESSAGES.somethingWentWrong,
        );
      }
    });
  return { form, submit, serverError, saving: save.isPending };
}

/**
 * The forms of steps 1 and 2, kept by the wizard for as long as it is open, so moving between
 * steps (or a failed save) never loses what was typed. They start from what was saved.
 */
export function useSignupForms(profile: TOwnProfessionalProfile | null) {
  const information = useZodForm(ZProfessionalInformation, { defaultValues: informationFormValues(profile) });
  const company = useZodForm(ZCompanyInformation, { defaultValues: companyFormValues(profile) });
  return {
    information: useStepSave(information, useSaveInformation()),
    company: useStepSave(company, useSaveCompany()),
  };
}

export type TSignupForms = ReturnType<typeof useSignupForms>;
export type TInformationStepForm = TSignupForms['information'];
export type TCompanyStepForm = TSignupForms['company'];
