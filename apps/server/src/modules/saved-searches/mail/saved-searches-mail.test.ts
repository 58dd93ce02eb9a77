import { describeMailTemplates } from '../../../platform/mail/testing/mail-template-checks';
import { savedSearchAlerts } from './saved-search-alerts.template';

describeMailTemplates([savedSearchAlerts]);
