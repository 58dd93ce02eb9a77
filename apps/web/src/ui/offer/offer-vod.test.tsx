import { MESSAGES } from '@app/shared/messages/messages';
import type { TOfferVodRequest } from '@app/shared/offers/offer-vod.schema';
import type { TBuyerRecord, TOffer } from '@app/shared/offers/offers.schema';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BUYER_ID, buildOffer, OFFER_ID } from '../../../test/fixtures/offer.fixture';
import { renderWithApp } from '../../../test/render';
import { sentBody, stubApi } from '../../../test/stub-api';
import { dispatchSocketEvent } from '../../lib/socket/socket-events';
import { OfferVod } from './offer-vod';

const buyer: TBuyerRecord = {
  _id: BUYER_ID,
  name: { first: 'Mei', last: 'Lin' },
  address: { street: '', apt: '', city: '', state: '', zip_code: '', country: 'us' },
  email: 'mei@example.com',
  phone: '',
  vod: [
    { bankName: 'First Bay Bank', bankersEmail: 'ray@firstbay.example', accounts: [{ accountName: 'Savings', accountNumber: '••••6789' }] },
  ],
  vodSignature: null,
  signature: null,
  govermentID: [],
  grantDeed: [],
  livingTrustAgreement: [],
  articlesOfIncorporation: [],
  certificationOfIncorporation: [],
  businessRegistrationLicense: [],
  additionalDocs: [],
};
const request = (overrides: Partial<TOfferVodRequest>): TOfferVodRequest => ({
  _id: '00000000-0000-4000-8000-0000000000a1',
  buyerId: BUYER_ID,
  bankName: 'First Bay Bank',
  status: 'pending',
  sentAt: '2026-12-01T10:00:00.000Z',
  expiresAt: '2026-12-03T10:00:00.000Z',
  answeredAt: null,
  locale: 'zh-Hant',
  officerName: null,
  hasLetter: false,
  ...overrides,
});
const offerWith = (vodRequests: TOfferVodRequest[], relation: TOffer['relation'] = 'buyer') =>
  buildOffer(undefined, { buyers: [buyer], vodRequests, relation });

afterEach(() => vi.unstubAllGlobals());

describe('verification of deposit on an offer', () => {
  it('the seller side reads "Funds verified" with the date and the officer, and opens the letter; it cannot send', async () => {
    stubApi({});
    const offer = offerWith(
      [request({ status: 'verified', answeredAt: '2026-12-02T15:00:00.000Z', officerName: 'Ray Ortiz', hasLetter: true })],
      'seller',
    );
    await renderWithApp(<OfferVod offer={offer} canSend={false} onChange={() => undefined} />);
    expect(await screen.findByText('Funds verified')).toBeInTheDocument();
    expect(screen.getByText('on Dec 2, 2026')).toBeInTheDocument();
    expect(screen.getByText('Answered by Ray Ortiz')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the letter from First Bay Bank' })).toHaveAttribute(
      'href',
      `/api/v1/offers/${OFFER_ID}/vod-requests/${request({})._id}/letter`,
    );
    expect(screen.queryByRole('button', { name: /Send the VOD request/ })).not.toBeInTheDocument();
  });

  it('after 48 hours without an answer it reads "Expired after 48 hours" and the buyer sends it again in the language picked', async () => {
    const expired = request({ status: 'expired' });
    const resent = offerWith([request({ _id: '00000000-0000-4000-8000-0000000000a2', locale: 'es' }), expired]);
    const fetchMock = stubApi({ [`POST /offers/${OFFER_ID}/vod-requests`]: { data: resent } });
    const onChange = vi.fn();
    await renderWithApp(<OfferVod offer={offerWith([expired])} canSend onChange={onChange} />);
    expect(await screen.findByText('Expired after 48 hours')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: "Language of the bank's email" }), 'es');
    await user.click(screen.getByRole('button', { name: 'Send the VOD request to First Bay Bank again' }));
    expect(await screen.findByRole('status')).toHaveTextContent('The request was emailed to First Bay Bank.');
    expect(sentBody(fetchMock).body).toEqual({ buyerId: BUYER_ID, bank: 0, locale: 'es' });
    expect(onChange).toHaveBeenCalledWith(resent);
  });

  it('while the bank has the request it waits, with no second send; a refusal from the server is shown', async () => {
    stubApi({
      [`POST /offers/${OFFER_ID}/vod-requests`]: { status: 400, code: 'VOD_BANK_INCOMPLETE', message: MESSAGES.vodBankIncomplete },
    });
    const { queryClient } = await renderWithApp(<OfferVod offer={offerWith([request({})])} canSend onChange={() => undefined} />);
    expect(await screen.findByText("Awaiting the bank's answer")).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Send the VOD request/ })).not.toBeInTheDocument();
    // A bank's answer on the socket refetches the offer wherever it is cached.
    queryClient.setQueryData(['offers', OFFER_ID], offerWith([request({})]));
    dispatchSocketEvent('vodAnswered', { offerId: OFFER_ID, status: 'verified' });
    expect(queryClient.getQueryState(['offers', OFFER_ID])?.isInvalidated).toBe(true);
  });

  it('the buyer sees a refusal in their language', async () => {
    stubApi({
      [`POST /offers/${OFFER_ID}/vod-requests`]: { status: 400, code: 'VOD_BANK_INCOMPLETE', message: MESSAGES.vodBankIncomplete },
    });
    await renderWithApp(<OfferVod offer={offerWith([])} canSend onChange={() => undefined} />, { locale: 'zh-Hant' });
    const row = (await screen.findByText('First Bay Bank')).closest('li')!;
    expect(within(row).getByText('尚未請求')).toBeInTheDocument();
    await userEvent.setup().click(within(row).getByRole('button', { name: '向First Bay Bank發送 VOD 請求' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('發送請求前，請填寫銀行名稱');
  });
});
