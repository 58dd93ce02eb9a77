import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../../test/render';
import { sentBody, stubApi, type StubReply } from '../../../../test/stub-api';
import FeedbackPage from './feedback-page';

afterEach(() => vi.unstubAllGlobals());

/** POST /feedback answers with a receipt unless told otherwise. */
function stubFeedback(reply: StubReply = { data: { _id: '0b9f6f1e-4c52-4a8e-9d8f-2f0c7c1f5a11' } }) {
  return stubApi({ 'POST /feedback': reply });
}

async function renderFeedback() {
  await renderWithApp(<FeedbackPage />, { path: '/feedback' });
  await screen.findByRole('heading', { level: 1, name: 'Feedback' });
}

describe('feedback survey', () => {
  it("requires a rating: without one nothing is sent and the rating shows 'This field is required.'", async () => {
    const fetchMock = stubFeedback();
    const user = userEvent.setup();
    await renderFeedback();
    await user.selectOptions(screen.getByLabelText('What is it about?'), 'search');
    await user.type(screen.getByLabelText('Your feedback'), 'The map is great.');
    await user.click(screen.getByRole('button', { name: 'Send feedback' }));

    const rating = screen.getByRole('group', { name: 'Your rating' });
    expect(await within(rating).findByText('This field is required.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('offers the 1–5 rating as radio buttons named with their meaning', async () => {
    stubFeedback();
    await renderFeedback();
    const radios = within(screen.getByRole('group', { name: 'Your rating' })).getAllByRole('radio');
    expect(radios).toHaveLength(5);
    expect(screen.getByRole('radio', { name: '1 star: very poor' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '5 stars: excellent' })).toBeInTheDocument();
  });

  it('sends the rating as a number, the topic, the message and the locale; an empty email is left out', async () => {
    const fetchMock = stubFeedback();
    const user = userEvent.setup();
    await renderFeedback();
    await user.click(screen.getByRole('radio', { name: '4 stars: good' }));
    await user.selectOptions(screen.getByLabelText('What is it about?'), 'offers');
    await user.type(screen.getByLabelText('Your feedback'), 'Counters were easy to follow.');
    await user.click(screen.getByRole('button', { name: 'Send feedback' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Thank you for your feedback');
    const request = sentBody(fetchMock);
    expect(request.url).toBe('/api/v1/feedback');
    expect(request.body).toEqual({ rating: 4, topic: 'offers', message: 'Counters were easy to follow.', locale: 'en-us' });
  });

  it("an optional email, when given, must be valid: 'Please enter a valid email.'", async () => {
    const fetchMock = stubFeedback();
    const user = userEvent.setup();
    await renderFeedback();
    await user.click(screen.getByRole('radio', { name: '5 stars: excellent' }));
    await user.selectOptions(screen.getByLabelText('What is it about?'), 'other');
    await user.type(screen.getByLabelText('Your feedback'), 'Hello');
    await user.type(screen.getByLabelText('Email (optional)'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByText('Please enter a valid email.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('on a server error keeps the answers and shows the message', async () => {
    stubFeedback({ status: 500, code: 'INTERNAL', message: 'Something went wrong...' });
    const user = userEvent.setup();
    await renderFeedback();
    await user.click(screen.getByRole('radio', { name: '3 stars: okay' }));
    await user.selectOptions(screen.getByLabelText('What is it about?'), 'listing');
    await user.type(screen.getByLabelText('Your feedback'), 'Upload was slow.');
    await user.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByText('Something went wrong...')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '3 stars: okay' })).toBeChecked();
    expect(screen.getByLabelText('Your feedback')).toHaveValue('Upload was slow.');
  });
});
