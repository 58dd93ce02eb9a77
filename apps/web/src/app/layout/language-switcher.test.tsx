import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test/render';
import { LanguageSwitcher } from './language-switcher';

beforeEach(() => localStorage.clear());

describe('LanguageSwitcher', () => {
  it('switches the interface language and remembers the choice', async () => {
    const { i18n } = await renderWithApp(<LanguageSwitcher />);
    const select = screen.getByRole('combobox', { name: 'Language' });
    expect(select).toHaveValue('en-us');
    await userEvent.selectOptions(select, 'Español');
    expect(i18n.language).toBe('es');
    expect(localStorage.getItem('locale')).toBe('es');
    expect(await screen.findByRole('combobox', { name: 'Idioma' })).toHaveValue('es');
  });
});
