import { describeMailTemplates } from '../../../platform/mail/testing/mail-template-checks';
import { offerMoved } from './offer-moved.template';
import { offerReceived } from './offer-received.template';
import { offerSent } from './offer-sent.template';
import { offerSignRequest } from './offer-sign-request.template';

describeMailTemplates([offerMoved, offerReceived, offerSent, offerSignRequest]);
