import { useId, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseButton } from '../../../ui/close-button';
import { Tabs } from '../../../ui/tabs';
import { CalculatorPanel } from './calculator-panel';
import { MORTGAGE_TOPICS, type MortgageTopic } from '../../../lib/mortgage/mortgage-topics';
import { OverviewPanel } from './overview-panel';
import { PreQualifyPanel } from './pre-qualify-panel';
import { RatesPanel } from './rates-panel';
import { RefinancePanel } from './refinance-panel';
import type { ToolProps } from './tool-props';
import { useMortgageFormat } from './use-mortgage-format';

const TOOLS: Record<MortgageTopic, ComponentType<ToolProps>> = {
  overview: OverviewPanel,
  'pre-qualified': PreQualifyPanel,
  rates: RatesPanel,
  'refinance-rates': RefinancePanel,
  calculator: CalculatorPanel,
};

type MortgagePanelProps = ToolProps & {
  /** The open tool (the URL's `mortgage`). */
  topic: MortgageTopic;
  onClose(): void;
};

/**
 * The mortgage tools above the results: a tab a tool (the URL says which), a close button, and a
 * line saying what the payment estimates on the result cards assume.
 */
export function MortgagePanel({ topic, inputs, onTopic, onPriceMax, onClose }: MortgagePanelProps) {
  const { t } = useTranslation(['mortgage', 'options']);
  const { percent } = useMortgageFormat();
  const headingId = useId();
  const Tool = TOOLS[topic];
  const tabs = MORTGAGE_TOPICS.map((id) => ({ id, label: t(`topics.${id}`) }));
  const { assumptions } = inputs;

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4 rounded-xl border border-line bg-white p-4 shadow-sm sm:p-6">
      <div className="flex items-start justify-between gap-4">
        <h2 id={headingId} className="text-xl font-bold text-ink">
          {t('panel.title')}
        </h2>
        <CloseButton label={t('panel.close')} onClick={onClose} />
      </div>
      <Tabs label={t('panel.title')} tabs={tabs} selected={topic} onSelect={onTopic}>
        <Tool inputs={inputs} onTopic={onTopic} onPriceMax={onPriceMax} />
      </Tabs>
      <p className="border-t border-line pt-3 text-xs text-muted">
        {t('panel.assumptions', {
          down: assumptions.downPercent,
          rate: percent(assumptions.ratePercent),
          term: t(`options:mortgageTerms.${assumptions.term}`),
        })}
      </p>
    </section>
  );
}
