import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button';
import type { ToolProps } from './tool-props';

const STEPS = ['prequalify', 'compare', 'down', 'close'] as const;
const PITI = ['principal', 'interest', 'taxes', 'insurance'] as const;
const DOCUMENTS = ['passport', 'income', 'assets', 'account'] as const;

/**
 * Mortgage Overview: how buying with a mortgage goes (pre-qualify, compare rates, down payment,
 * closing), what PITI means, and what buyers from abroad should expect; then the tools.
 */
export function OverviewPanel({ onTopic }: ToolProps) {
  const { t } = useTranslation('mortgage');
  return (
    <div className="grid grid-cols-1 gap-6 text-sm text-ink lg:grid-cols-2">
      <div className="flex flex-col gap-3">
        <h3 className="text-lg font-semibold">{t('overview.title')}</h3>
        <p>{t('overview.intro')}</p>
        <h4 className="font-semibold">{t('overview.stepsTitle')}</h4>
        <ol className="flex flex-col gap-2">
          {STEPS.map((step, index) => (
            <li key={step} className="flex gap-3">
              <span
                aria-hidden="true"
                className="flex h-6 w-6 shrink-0 items-center justify-center rounded-full bg-primary text-xs font-bold text-white"
              >
                {index + 1}
              </span>
              <p>
                <strong>{t(`overview.steps.${step}.title`)}</strong> {t(`overview.steps.${step}.text`)}
              </p>
            </li>
          ))}
        </ol>
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => onTopic('pre-qualified')}>{t('overview.ctaPrequal')}</Button>
          <Button variant="outline" onClick={() => onTopic('calculator')}>
            {t('overview.ctaCalculator')}
          </Button>
        </div>
      </div>
      <div className="flex flex-col gap-3">
        <h4 className="font-semibold">{t('overview.pitiTitle')}</h4>
        <p>{t('overview.pitiIntro')}</p>
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
          {PITI.map((part) => (
            <div key={part} className="contents">
              <dt className="font-semibold">{t(`overview.piti.${part}.term`)}</dt>
              <dd>{t(`overview.piti.${part}.text`)}</dd>
            </div>
          ))}
        </dl>
        <p>{t('overview.pitiHoa')}</p>
        <h4 className="font-semibold">{t('overview.foreignTitle')}</h4>
        <p>{t('overview.foreignText')}</p>
        <p>{t('overview.foreignDocs')}</p>
        <ul className="list-disc pl-5">
          {DOCUMENTS.map((document) => (
            <li key={document}>{t(`overview.documents.${document}`)}</li>
          ))}
        </ul>
      </div>
    </div>
  );
}
