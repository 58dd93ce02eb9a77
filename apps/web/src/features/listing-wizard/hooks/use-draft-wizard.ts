import type { TStepResult } from '@app/shared/listings/listing-steps';
import { useState } from 'react';
import { useForm, useWatch, type FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { ApiError } from '../../../lib/api/api-client';
import { useTranslateMessage } from '../../../lib/i18n/translate-message';
import { useAutosave } from '../../../lib/forms/use-autosave';
import { useLeaveGuard } from '../../../lib/navigation/use-leave-guard';
import { useWizardSteps } from './use-wizard-steps';

type DraftWizardOptions<S extends string, T extends FieldValues> = {
  schema: z.ZodObject;
  steps: readonly [S, ...S[]];
  /** The form's starting values (the saved draft, or a new draft's defaults). */
  initialValues: T;
  /** What the server holds ({} for a draft not created yet). */
  savedValues: Partial<T>;
  /** The shared step rules (the same the server runs). */
  validate(values: T): Record<S, TStepResult>;
  persist(body: Partial<T>): Promise<void>;
  /** Steps whose errors show from the start (a saved draft's filled-in steps). */
  initiallyVisited: readonly S[];
  /** The step to open first (a link may name one). */
  initialStep?: S | undefined;
};

/**
 * The machinery both wizards share: one form over the whole draft, the shared step rules run on
 * every change, autosave, the leave-page guard, and which errors show where.
 */
export function useDraftWizard<S extends string, T extends FieldValues>(options: DraftWizardOptions<S, T>) {
  const translate = useTranslateMessage();
  const form = useForm<T>({ defaultValues: options.initialValues as never });
  const values = useWatch({ control: form.control }) as T;
  const results = options.validate(values);
  const steps = useWizardSteps(options.steps, options.initiallyVisited, options.initialStep);
  // Nothing is saved until the person changes something (spec: not saved without content);
  // from then on every difference from what the server holds is saved, reverts included.
  const [touched, setTouched] = useState(false);
  if (form.formState.isDirty && !touched) setTouched(true);
  const autosave = useAutosave({
    schema: options.schema,
    values,
    readValues: () => form.getValues(),
    initialSaved: options.savedValues,
    enabled: touched,
    persist: options.persist as (body: Record<string, unknown>) => Promise<void>,
  });
  useLeaveGuard(autosave.dirty);
  const [focusRequest, setFocusRequest] = useState(0);

  const serverErrors = autosave.error instanceof ApiError ? (autosave.error.fields ?? {}) : {};
  const shown: Record<string, string> = Object.assign(
    {},
    ...options.steps.filter((step) => steps.visited.has(step)).map((step) => results[step].errors),
    serverErrors,
  );
  const invalid = (step: S) => steps.visited.has(step) && !results[step].valid;

  const open = (step: S) => {
    steps.open(step);
    void autosave.save();
  };
  return {
    form,
    values,
    results,
    steps,
    autosave,
    focusRequest,
    errorFor: (path: string) => (shown[path] ? translate(shown[path]) : undefined),
    invalid,
    anyInvalid: options.steps.some(invalid),
    open,
    /** Next: a step with errors shows them and takes the focus to the first; a complete one moves on. */
    next() {
      if (!results[steps.current].valid) {
        steps.markVisited();
        setFocusRequest((count) => count + 1);
      } else if (steps.nextStep) open(steps.nextStep);
    },
    back() {
      if (steps.previousStep) open(steps.previousStep);
    },
  };
}
