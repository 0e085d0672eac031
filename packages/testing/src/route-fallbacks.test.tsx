import { screen } from '@testing-library/react';
import { routeFallbacks } from '@tote/web/app-router';
import { describe, expect, it, vi } from 'vitest';
import { renderRoute } from './render';

function Broken(): never {
  throw new Error('boom');
}

describe('routeFallbacks', () => {
  it('shows an error screen with a reload button when a route throws', async () => {
    // The boundary logs the error on purpose; React logs it too.
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderRoute([{ ...routeFallbacks, children: [{ path: '/', Component: Broken }] }], '/');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sorry, this page failed to load' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Something went wrong while showing this page.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    expect(error).toHaveBeenCalled();
  });
});
