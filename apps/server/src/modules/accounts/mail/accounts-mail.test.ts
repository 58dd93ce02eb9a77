import { describeMailTemplates } from '../../../platform/mail/testing/mail-template-checks';
import { accountDeleted } from './account-deleted.template';

describeMailTemplates([accountDeleted]);
