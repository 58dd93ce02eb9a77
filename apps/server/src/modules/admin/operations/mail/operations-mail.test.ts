import { describeMailTemplates } from '../../../../platform/mail/testing/mail-template-checks';
import { contactReply } from './contact-reply.template';

describeMailTemplates([contactReply]);
