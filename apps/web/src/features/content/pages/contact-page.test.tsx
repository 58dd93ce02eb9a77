import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../../test/render';
import { sentBody, stubApi, type StubReply } from '../../../../test/stub-api';
import ContactPage from './contact-page';

afterEach(() => vi.unstubAllGlobals());

/** POST /feedback/contact answers with a receipt unless told otherwise. */
function stubContact(reply: StubReply = { data: { _id: '0b9f6f1e-4c52-4a8e-9d8f-2f0c7c1f5a11' } }) {
  return stubApi({ 'POST /feedback/contact': reply });
}

async function renderContact(locale: 'en-us' | 'es' = 'en-us') {
  const view = await renderWithApp(<ContactPage />, { path: '/contact', locale });
  await screen.findByRole('heading', { level: 1 });
  return view;
}

async function fillForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Your name'), 'Ana Li');
  await user.type(screen.getByLabelText('Your email'), '  Ana.Li@Example.com ');
  await user.selectOptions(screen.getByLabelText('Topic'), 'selling');
  await user.type(screen.getByLabelText('Message'), 'When does my listing go live?');
}

describe('contact page', () => {
  it("an empty form is not sent and shows 'This field is required.'", async () => {
    const fetchMock = stubContact();
    const user = userEvent.setup();
    await renderContact();
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByLabelText('Your email')).toHaveAccessibleDescription('This field is required.');
    expect(screen.getByLabelText('Message')).toHaveAccessibleDescription('This field is required.');
    expect(screen.getByLabelText('Topic')).toHaveAccessibleDescription('This field is required.');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("a malformed email shows 'Please enter a valid email.'", async () => {
    stubContact();
    const user = userEvent.setup();
    await renderContact();
    await user.type(screen.getByLabelText('Your email'), 'ana@');
    await user.tab();
    expect(await screen.findByText('Please enter a valid email.')).toBeInTheDocument();
  });

  it('shows the required-field message in Spanish for Spanish readers', async () => {
    stubContact();
    const user = userEvent.setup();
    const { i18n } = await renderContact('es');
    const spanish = i18n.getFixedT('es', 'messages')('required');
    expect(i18n.exists('messages:required', { lng: 'es' })).toBe(true);
    expect(spanish).not.toBe('This field is required.');
    await user.click(screen.getByRole('button', { name: 'Enviar mensaje' }));
    expect(await screen.findByLabelText('Tu correo electrónico')).toHaveAccessibleDescription(spanish);
  });

  it('sends name, trimmed lowercased email, topic, message and the reader’s locale, then confirms', async () => {
    const fetchMock = stubContact();
    const user = userEvent.setup();
    await renderContact();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    const status = await screen.findByRole('status');
    expect(within(status).getByText('Thank you, your message is on its way')).toBeInTheDocument();
    const request = sentBody(fetchMock);
    expect(request.url).toBe('/api/v1/feedback/contact');
    expect(request.method).toBe('POST');
    expect(request.body).toEqual({
      name: 'Ana Li',
      email: 'ana.li@example.com',
      topic: 'selling',
      message: 'When does my listing go live?',
      locale: 'en-us',
    });

    await user.click(within(status).getByRole('button', { name: 'Send another message' }));
    expect(screen.getByLabelText('Your name')).toHaveValue('');
  });

  it('on a server error keeps what was typed, shows the message and puts field errors on their fields', async () => {
    stubContact({ status: 400, code: 'VALIDATION', message: 'Invalid Input', fields: { email: 'Please enter a valid email.' } });
    const user = userEvent.setup();
    await renderContact();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    expect(await screen.findByText('Invalid Input')).toBeInTheDocument();
    expect(screen.getByLabelText('Your email')).toHaveAccessibleDescription('Please enter a valid email.');
    expect(screen.getByLabelText('Your name')).toHaveValue('Ana Li');
    expect(screen.getByLabelText('Message')).toHaveValue('When does my listing go live?');
    expect(screen.getByLabelText('Topic')).toHaveValue('selling');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows the support phone number in the (xxx) xxx-xxxx format', async () => {
    stubContact();
    await renderContact();
    expect(screen.getByRole('link', { name: /^\(\d{3}\) \d{3}-\d{4}$/ })).toHaveAttribute('href', 'tel:+14155550147');
  });
});
