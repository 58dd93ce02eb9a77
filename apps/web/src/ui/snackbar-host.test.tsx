import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test/render';
import { snackbar, useSnackbarStore } from '../lib/snackbar/snackbar-store';
import { SnackbarHost } from './snackbar-host';

describe('snackbars (spec section 8)', () => {
  beforeEach(async () => {
    useSnackbarStore.getState().clear();
    await renderWithApp(<SnackbarHost />);
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => vi.useRealTimers());

  it('hides a success message after 3 s', () => {
    act(() => void snackbar.success('Saved'));
    act(() => vi.advanceTimersByTime(2900));
    expect(screen.getByRole('status')).toHaveTextContent('Saved');
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('keeps an error 10 s with a Close button, then hides it', () => {
    act(() => void snackbar.error('Payment Failed'));
    act(() => vi.advanceTimersByTime(9900));
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Payment Failed');
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('closes an error at once with its Close button', async () => {
    act(() => void snackbar.error('Payment Failed'));
    await userEvent.setup({ advanceTimers: vi.advanceTimersByTime }).click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
