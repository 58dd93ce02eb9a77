import { useSession } from '../../../lib/session/session-store';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { ContactForm } from '../components/contact-form';
import { HelpTopics } from '../components/help-topics';
import { useContent } from '../lib/use-content';

/**
 * /dashboard/help: the help topics inside the dashboard, and a message to support with the
 * account's name and email already filled in (decision 081: the spec names the route only).
 */
export default function DashboardHelpPage() {
  const { t } = useContent('help');
  const account = useSession().account;
  const title = t('dashboard.title');
  useDocumentTitle(title);
  return (
    <div className="flex flex-col gap-10">
      <div>
        <h1 className="text-2xl font-bold text-ink md:text-3xl">{title}</h1>
        <p className="mt-2 text-muted">{t('dashboard.lead')}</p>
      </div>
      <section aria-labelledby="dashboard-help-topics">
        <h2 id="dashboard-help-topics" className="mb-4 text-xl font-bold text-ink">
          {t('dashboard.topics')}
        </h2>
        <HelpTopics headingLevel={3} />
      </section>
      <section className="max-w-2xl rounded-2xl bg-surface p-6">
        <ContactForm name={account ? `${account.firstName} ${account.lastName}`.trim() : ''} email={account?.email ?? ''} />
      </section>
    </div>
  );
}
