import { useTranslation } from 'react-i18next';

/** A step's tab: red when its answers break a rule; `unfinished` marks one with questions still open. */
export type TStepTab<S extends string> = { id: S; label: string; invalid: boolean; unfinished?: boolean };

type StepNavProps<S extends string> = { label: string; steps: readonly TStepTab<S>[]; current: S; onOpen(step: S): void };

/** The numbered steps; any can be opened directly. Steps with errors are red, unfinished ones dotted, and both say so to screen readers. */
export function StepNav<S extends string>({ label, steps, current, onOpen }: StepNavProps<S>) {
  const { t } = useTranslation('wizard');
  return (
    <nav aria-label={label}>
      {/* Phones scroll the steps sideways; from tablets up they wrap, so every step is in sight. */}
      <ol className="flex gap-2 overflow-x-auto pb-1 md:flex-wrap md:overflow-x-visible">
        {steps.map((step, index) => {
          const active = step.id === current;
          const tone = step.invalid
            ? 'border-primary bg-primary-light text-primary-dark'
            : active
              ? 'border-ink bg-ink text-white'
              : 'border-line bg-white text-ink hover:bg-surface';
          return (
            <li key={step.id} className="shrink-0">
              <button
                type="button"
                aria-current={active ? 'step' : undefined}
                onClick={() => onOpen(step.id)}
                className={`flex min-h-11 items-center gap-2 whitespace-nowrap rounded-full border px-3 py-2 text-sm font-semibold ${tone} ${active && step.invalid ? 'ring-2 ring-primary' : ''}`}
              >
                <span aria-hidden="true" className="tabular-nums">
                  {index + 1}.
                </span>
                <span>{step.label}</span>
                {step.unfinished && !step.invalid && (
                  <>
                    <span aria-hidden="true" className="h-2 w-2 rounded-full bg-current opacity-60" />
                    <span className="sr-only"> ({t('steps.unfinished')})</span>
                  </>
                )}
                {step.invalid && (
                  <>
                    <span
                      aria-hidden="true"
                      className="flex h-5 w-5 items-center justify-center rounded-full bg-primary text-xs text-white"
                    >
                      !
                    </span>
                    <span className="sr-only"> ({t('steps.hasErrors')})</span>
                  </>
                )}
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
