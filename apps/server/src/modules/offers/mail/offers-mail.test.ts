import { describeMailTemplates } from '../../../platform/mail/testing/mail-template-checks';
import { offerReceived } from './offer-received.template';
import { offerSent } from './offer-sent.template';
import { offerSignRequest } from './offer-sign-request.template';

describeMailTemplates([offerReceived, offerSent, offerSignRequest]);
