import { describeMailTemplates } from '../../../platform/mail/testing/mail-template-checks';
import { listingExpired } from './listing-expired.template';
import { listingExpiring } from './listing-expiring.template';
import { listingInquiry } from './listing-inquiry.template';
import { listingReleased } from './listing-released.template';
import { listingRestored } from './listing-restored.template';
import { listingTakenDown } from './listing-taken-down.template';

describeMailTemplates([listingInquiry, listingExpiring, listingExpired, listingReleased, listingTakenDown, listingRestored]);
