import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, buttonClasses } from './button';

describe('Button', () => {
  it('is a non-submitting button that reports clicks', async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Confirm</Button>);
    const button = screen.getByRole('button', { name: 'Confirm' });
    expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('blocks clicks and says it is busy while loading, keeping its name', async () => {
    const onClick = vi.fn();
    render(
      <Button loading onClick={onClick}>
        Save
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('gives links the same look through buttonClasses', () => {
    expect(buttonClasses({ variant: 'danger', fullWidth: true })).toContain('bg-danger-600');
    expect(buttonClasses({ variant: 'danger', fullWidth: true })).toContain('w-full');
    expect(buttonClasses()).toContain('focus-ring');
    expect(buttonClasses()).not.toContain('w-full');
  });
});
