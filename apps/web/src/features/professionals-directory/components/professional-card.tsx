import type { TProfessionalCard } from '@app/shared/professionals/profile-views.schema';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '../../../ui/badge';
import { useDirectoryLabels } from '../use-directory-labels';

type ProfessionalCardProps = { card: TProfessionalCard; href: string };

/** A directory result: name (to the profile), profession, company and place, languages, whether they serve the area, reviews. */
export function ProfessionalCard({ card, href }: ProfessionalCardProps) {
  const { t } = useTranslation('professionalsDirectory');
  const labels = useDirectoryLabels();
  const place = [card.city, card.state, labels.country(card.country)].filter(Boolean).join(', ');
  return (
    <article className="flex h-full flex-col gap-2 rounded-2xl border border-line p-4">
      <h3 className="text-lg font-bold text-ink">
        <Link to={href} className="text-primary underline-offset-2 hover:underline">
          {card.firstName} {card.lastName}
        </Link>
      </h3>
      <p className="text-sm font-semibold text-ink">{labels.profession(card.profession)}</p>
      <p className="text-sm text-muted">
        {card.companyName} · {place}
      </p>
      <p className="text-sm text-ink">{t('card.languages', { languages: labels.languages(card.spokenLanguages) })}</p>
      <div className="mt-auto flex flex-wrap items-center gap-2 pt-2">
        {card.servesArea && <Badge tone="good">{t('card.servesArea')}</Badge>}
        <span className="text-sm text-muted">
          {card.rating === null ? t('card.noReviews') : t('card.rating', { rating: card.rating.toFixed(1), count: card.reviewCount })}
        </span>
      </div>
    </article>
  );
}
