import { describeMailTemplates } from '../../../platform/mail/testing/mail-template-checks';
import { professionalRejected } from './professional-rejected.template';
import { professionalVerified } from './professional-verified.template';

describeMailTemplates([professionalVerified, professionalRejected]);
