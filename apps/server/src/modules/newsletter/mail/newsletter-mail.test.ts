import { describeMailTemplates } from '../../../platform/mail/testing/mail-template-checks';
import { newsletterConfirm } from './newsletter-confirm.template';

describeMailTemplates([newsletterConfirm]);
