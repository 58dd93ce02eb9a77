import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../../test/render';
import FaqPage from './faq-page';

async function renderFaq() {
  await renderWithApp(<FaqPage />, { path: '/faq' });
  await screen.findByRole('heading', { level: 1, name: 'Frequently asked questions' });
}

describe('FAQ', () => {
  it('has between 15 and 25 questions in six groups', async () => {
    await renderFaq();
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(6);
    const questions = screen.getAllByRole('button', { expanded: false });
    expect(questions.length).toBeGreaterThanOrEqual(15);
    expect(questions.length).toBeLessThanOrEqual(25);
  });

  it('a question opens to its answer and says so with aria-expanded', async () => {
    const user = userEvent.setup();
    await renderFaq();
    const question = screen.getByRole('button', { name: 'How long does verification take?' });
    const answer = document.getElementById(question.getAttribute('aria-controls') ?? '');
    expect(answer).not.toBeVisible();
    await user.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'true');
    expect(answer).toBeVisible();
    expect(answer).toHaveTextContent('Up to 3 days');
  });

  it('the filter narrows the questions as you type', async () => {
    const user = userEvent.setup();
    await renderFaq();
    await user.type(screen.getByRole('searchbox', { name: 'Search the questions' }), 'refund');
    expect(screen.getByRole('button', { name: 'If I cancel a service order, do I get my money back?' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'How do I make an offer?' })).not.toBeInTheDocument();
    expect(screen.getByText(/^Matching questions: \d+$/)).toBeInTheDocument();
  });

  it("a filter that matches nothing shows 'No matching questions.'", async () => {
    const user = userEvent.setup();
    await renderFaq();
    await user.type(screen.getByRole('searchbox', { name: 'Search the questions' }), 'submarine');
    expect(screen.getByText('No matching questions.')).toBeInTheDocument();
    expect(screen.getByText('Matching questions: 0')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'contact the support team' })).toHaveAttribute('href', '/contact');
  });

  it('the filter ignores accents, so "deposito" finds "depósito" in Spanish', async () => {
    const user = userEvent.setup();
    await renderWithApp(<FaqPage />, { path: '/faq', locale: 'es' });
    await user.type(await screen.findByRole('searchbox'), 'deposito');
    expect(screen.getByRole('button', { name: '¿Qué es la verificación de depósito (VOD)?' })).toBeInTheDocument();
  });
});
