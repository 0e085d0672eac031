import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Checkbox } from './checkbox';

function KeepLoggedIn({ onChange }: { onChange: (checked: boolean) => void }) {
  const [checked, setChecked] = useState(false);
  return (
    <Checkbox
      label="Keep me logged in"
      checked={checked}
      onChange={(next) => {
        onChange(next);
        setChecked(next);
      }}
    />
  );
}

describe('Checkbox', () => {
  it('is labelled and reports the new state from a click and from Space', async () => {
    const onChange = vi.fn();
    render(<KeepLoggedIn onChange={onChange} />);
    const box = screen.getByRole('checkbox', { name: 'Keep me logged in' });
    expect(box).not.toBeChecked();
    await userEvent.click(screen.getByText('Keep me logged in'));
    expect(box).toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(' ');
    expect(box).not.toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith(false);
  });
});
