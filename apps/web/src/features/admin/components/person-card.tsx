import type { TAdminAccount } from '@app/shared/admin/admin.schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { snackbar } from '../../../lib/snackbar/snackbar-store';
import { Badge } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { useChangeRole, useEndSessions } from '../api/people';
import { WhyDialog } from './why-dialog';

type Action = 'grantAdmin' | 'removeAdmin' | 'grantProfessional' | 'removeProfessional' | 'endSessions';

const WAITING = ['submitted', 'resubmitted'];

/** The actions that make sense for this account now. */
function actionsFor(person: TAdminAccount): Action[] {
  const actions: Action[] = [person.admin ? 'removeAdmin' : 'grantAdmin'];
  if (person.professionalStatus && WAITING.includes(person.professionalStatus)) actions.push('grantProfessional');
  if (person.professional) actions.push('removeProfessional');
  if (person.activeSessions > 0) actions.push('endSessions');
  return actions;
}

/** One account found on the People page: its roles and sessions, and the changes an admin may make, each asking why. */
export function PersonCard({ person }: { person: TAdminAccount }) {
  const { t } = useTranslation('admin');
  const changeRole = useChangeRole();
  const endSessions = useEndSessions();
  const [asking, setAsking] = useState<Action | null>(null);
  const name = `${person.firstName} ${person.lastName}`;

  const run = async (action: Action, why: string) => {
    if (action === 'endSessions') await endSessions.mutateAsync({ id: person._id, why });
    else {
      const role = action.endsWith('Admin') ? 'admin' : 'professional';
      await changeRole.mutateAsync({ id: person._id, role, grant: action.startsWith('grant'), why });
    }
    snackbar.success(t(`people.done.${action}`, { name }));
  };

  return (
    <li className="flex flex-col gap-3 rounded-2xl border border-line bg-white p-4">
      <div className="flex flex-col gap-1">
        <h2 className="font-semibold text-ink">{name}</h2>
        <p className="text-sm text-muted">{person.email}</p>
        <div className="flex flex-wrap gap-2">
          {person.admin && <Badge tone="warning">{t('people.badges.admin')}</Badge>}
          {person.adminFromConfig && <Badge>{t('people.badges.adminFromConfig')}</Badge>}
          {person.professionalStatus && (
            <Badge tone={person.professionalStatus === 'verified' ? 'good' : 'neutral'}>
              {t('people.badges.professional', { status: t(`review.status.${person.professionalStatus}`) })}
            </Badge>
          )}
          {!person.verified && <Badge tone="bad">{t('people.badges.unverified')}</Badge>}
        </div>
        <p className="text-sm text-muted">{t('people.sessions', { n: person.activeSessions })}</p>
        {person.professionalStatus && WAITING.includes(person.professionalStatus) && (
          <Link
            to={`/admin/professionals/${person._id}`}
            className="text-sm font-semibold text-primary-dark underline-offset-2 hover:underline"
          >
            {t('people.openReview')}
          </Link>
        )}
      </div>
      <div className="flex flex-wrap gap-2">
        {actionsFor(person).map((action) => (
          <Button key={action} variant="outline" onClick={() => setAsking(action)}>
            {t(`people.actions.${action}`)}
            <span className="sr-only">: {name}</span>
          </Button>
        ))}
      </div>
      {asking && (
        <WhyDialog
          title={t(`people.actions.${asking}`)}
          body={t(`people.confirm.${asking}`, { name })}
          confirm={t(`people.actions.${asking}`)}
          onClose={() => setAsking(null)}
          onConfirm={(why) => run(asking, why)}
        />
      )}
    </li>
  );
}
