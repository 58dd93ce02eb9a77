import { describeMailTemplates } from '../../../platform/mail/testing/mail-template-checks';
import { bogoCode } from './bogo-code.template';
import { membershipExpired } from './membership-expired.template';
import { membershipRenewalFailed } from './membership-renewal-failed.template';
import { membershipRenewalNotice } from './membership-renewal-notice.template';

describeMailTemplates([membershipRenewalNotice, membershipRenewalFailed, membershipExpired, bogoCode]);
