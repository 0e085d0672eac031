import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LOCALE_STORAGE_KEY } from '../lib/locale';
import { LocaleSelector } from './locale-selector';

describe('LocaleSelector', () => {
  it('defaults to Nigerian naira and Nigeria', () => {
    render(<LocaleSelector />);
    expect(screen.getByRole('combobox', { name: 'Currency' })).toHaveValue('NGN');
    expect(screen.getByRole('option', { name: /₦ NGN/ })).toHaveProperty('selected', true);
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveValue('NG');
  });

  it('saves the choice and restores it on the next visit', async () => {
    const user = userEvent.setup();
    const first = render(<LocaleSelector />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Currency' }), 'KES');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'Kenya');
    expect(JSON.parse(window.localStorage.getItem(LOCALE_STORAGE_KEY) ?? 'null')).toEqual({
      currency: 'KES',
      country: 'KE',
    });

    first.unmount();
    render(<LocaleSelector />);
    expect(screen.getByRole('combobox', { name: 'Currency' })).toHaveValue('KES');
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveValue('KE');
  });

  it('falls back to the default when the stored value is unreadable', () => {
    window.localStorage.setItem(LOCALE_STORAGE_KEY, '{"currency":"XYZ"');
    render(<LocaleSelector />);
    expect(screen.getByRole('combobox', { name: 'Currency' })).toHaveValue('NGN');
  });
});
