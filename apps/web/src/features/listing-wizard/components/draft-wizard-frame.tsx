import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormProvider, type FieldValues } from 'react-hook-form';
import type { useDraftWizard } from '../hooks/use-draft-wizard';
import { WizardProvider, type TWizardContext } from '../wizard-context';
import { WizardShell } from '../../../ui/wizard/wizard-shell';

type DraftWizardFrameProps<S extends string, T extends FieldValues> = {
  title: string;
  wizard: ReturnType<typeof useDraftWizard<S, T>>;
  steps: readonly S[];
  labels: Record<S, string>;
  context: TWizardContext;
  /** The open step's content. */
  children: ReactNode;
};

/** A draft wizard on screen (listing or community): its form and context around the shell. */
export function DraftWizardFrame<S extends string, T extends FieldValues>({
  title,
  wizard,
  steps,
  labels,
  context,
  children,
}: DraftWizardFrameProps<S, T>) {
  const { t } = useTranslation('listingWizard');
  return (
    <FormProvider {...wizard.form}>
      <WizardProvider value={context}>
        <WizardShell
          title={title}
          stepsLabel={t('steps.label')}
          steps={steps.map((id) => ({ id, label: labels[id], invalid: wizard.invalid(id) }))}
          current={wizard.steps.current}
          anyInvalid={wizard.anyInvalid}
          save={{ status: wizard.autosave.status, error: wizard.autosave.error, onRetry: () => void wizard.autosave.save() }}
          focusRequest={wizard.focusRequest}
          onOpen={wizard.open}
          onNext={wizard.next}
          onBack={wizard.back}
        >
          {children}
        </WizardShell>
      </WizardProvider>
    </FormProvider>
  );
}
