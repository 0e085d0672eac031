import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CountrySelect } from './country-select';

const optionNames = () =>
  within(screen.getByRole('combobox', { name: 'Country' }))
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('CountrySelect', () => {
  it('shows names, keeps codes as values and sends the code', async () => {
    const onChange = vi.fn();
    render(<CountrySelect label="Country" value="" onChange={onChange} codes={['US', 'GB', 'RW']} />);
    const select = screen.getByRole('combobox', { name: 'Country' });
    expect(select).toHaveAttribute('autocomplete', 'country');
    expect(optionNames()).toEqual(['Choose a country', 'United States', 'United Kingdom', 'Rwanda']);
    await userEvent.setup().selectOptions(select, 'United Kingdom');
    expect(onChange).toHaveBeenCalledWith('GB');
  });

  it('keeps a current country outside the list choosable, and shows the placeholder for one that is no country', () => {
    const { rerender } = render(
      <CountrySelect label="Country" value="NG" onChange={() => {}} codes={['US']} />,
    );
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveDisplayValue('Nigeria');
    expect(optionNames()).toEqual(['Choose a country', 'Nigeria', 'United States']);
    rerender(<CountrySelect label="Country" value="ZZ" onChange={() => {}} codes={['US']} />);
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveDisplayValue('Choose a country');
  });
});
