import { MESSAGES } from '@app/shared/messages/messages';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useTranslateMessage } from '../../lib/i18n/translate-message';
import { Button } from '../button';
import { useDocumentTitle } from '../use-document-title';
import type { TSaveStatus } from '../../lib/forms/use-autosave';
import { SaveStatus } from './save-status';
import { StepNav, type TStepTab } from './step-nav';
import { useFocusOnStep } from './use-focus-on-step';

type WizardShellProps<S extends string> = {
  title: string;
  /** What the steps are called to screen readers ('Listing steps'). */
  stepsLabel: string;
  /** The forward button's label (Next by default). */
  nextLabel?: string;
  /** Whether the last step shows the forward button too. */
  nextOnLast?: boolean;
  /** A notice above the step (role=alert or status is the caller's). */
  notice?: ReactNode;
  steps: readonly TStepTab<S>[];
  current: S;
  /** Whether any visited step has errors (the spec's red-tab banner). */
  anyInvalid: boolean;
  save: { status: TSaveStatus; error: unknown; onRetry(): void };
  /** Grows each time Next finds errors: the focus goes to the first one. */
  focusRequest: number;
  onOpen(step: S): void;
  onNext(): void;
  onBack(): void;
  children: ReactNode;
};

/** The frame of a wizard: title, save status, the steps, the red-tab banner, the step, Back and Next. */
export function WizardShell<S extends string>({
  title,
  stepsLabel,
  nextLabel,
  nextOnLast = false,
  notice,
  steps,
  current,
  anyInvalid,
  save,
  focusRequest,
  onOpen,
  onNext,
  onBack,
  children,
}: WizardShellProps<S>) {
  const { t } = useTranslation('wizard');
  const translate = useTranslateMessage();
  useDocumentTitle(title);
  const headingId = useId();
  const panel = useRef<HTMLElement>(null);
  const heading = useFocusOnStep<HTMLHeadingElement>(current);
  const index = steps.findIndex((step) => step.id === current);
  useEffect(() => {
    if (focusRequest === 0) return;
    panel.current?.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid="true"]')?.focus();
  }, [focusRequest]);

  return (
    <div className="flex flex-col gap-5">
      <header className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <h1 className="text-2xl font-bold text-ink md:text-3xl">{title}</h1>
        <SaveStatus {...save} />
      </header>
      <StepNav label={stepsLabel} steps={steps} current={current} onOpen={onOpen} />
      {anyInvalid && (
        <p role="alert" className="rounded-lg border border-primary/40 bg-primary-light px-4 py-3 text-sm font-medium text-primary-dark">
          {translate(MESSAGES.redTabsHaveErrors)}
        </p>
      )}
      {notice}
      <section ref={panel} aria-labelledby={headingId} className="flex flex-col gap-6">
        <h2 ref={heading} id={headingId} tabIndex={-1} className="text-xl font-bold text-ink focus:outline-none">
          {t('steps.heading', { number: index + 1, total: steps.length, label: steps[index]?.label ?? '' })}
        </h2>
        {children}
      </section>
      <div className="flex flex-wrap justify-between gap-3 border-t border-line pt-4">
        <Button variant="outline" onClick={onBack} disabled={index <= 0}>
          {t('steps.back')}
        </Button>
        {(nextOnLast || index < steps.length - 1) && <Button onClick={onNext}>{nextLabel ?? t('steps.next')}</Button>}
      </div>
    </div>
  );
}
