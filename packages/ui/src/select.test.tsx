import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Select } from './select';

const countries = [
  { value: 'NG', label: 'Nigeria' },
  { value: 'RW', label: 'Rwanda' },
  { value: 'KE', label: 'Kenya' },
];

function Country({ onChange }: { onChange: (value: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <Select
      label="Country"
      placeholder="Select your country"
      options={countries}
      value={value}
      onChange={(next) => {
        onChange(next);
        setValue(next);
      }}
    />
  );
}

describe('Select', () => {
  it('is labelled, shows the placeholder and reports the chosen value', async () => {
    const onChange = vi.fn();
    render(<Country onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: 'Country' });
    expect(select).toHaveDisplayValue('Select your country');
    await userEvent.selectOptions(select, 'Rwanda');
    expect(onChange).toHaveBeenCalledWith('RW');
    expect(select).toHaveDisplayValue('Rwanda');
  });

  it('shows a required error as an alert and marks the select invalid', () => {
    render(
      <Select
        label="Country"
        required
        options={countries}
        value=""
        onChange={() => {}}
        placeholder="Select"
        error="Enter your country please!"
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Country' });
    expect(select).toBeRequired();
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Enter your country please!');
    expect(screen.getByRole('alert')).toHaveTextContent('Enter your country please!');
  });
});
