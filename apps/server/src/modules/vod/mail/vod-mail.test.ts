import { describeMailTemplates } from '../../../platform/mail/testing/mail-template-checks';
import { vodAnswered } from './vod-answered.template';
import { vodRequest } from './vod-request.template';

describeMailTemplates([vodRequest, vodAnswered]);
