import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Button } from './button';
import { LazyDialog } from './lazy-dialog';

function UpdateButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Update</Button>
      <LazyDialog
        open={open}
        onClose={() => setOpen(false)}
        title="Update TT-7K3Q9M"
        description="Pick a status."
      >
        <Button onClick={() => setOpen(false)}>Close</Button>
      </LazyDialog>
    </>
  );
}

describe('LazyDialog', () => {
  it('draws nothing until it first opens, then is the kit’s Dialog', async () => {
    const { container } = render(<UpdateButton />);
    expect(container).toHaveTextContent(/^Update$/);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update TT-7K3Q9M' });
    expect(dialog).toHaveAccessibleDescription('Pick a status.');
    await waitFor(() => expect(document.querySelector('[data-transition]')).toBeNull());

    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Opens again at once: the dialog stayed mounted (closed) after its first use.
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(screen.getByRole('dialog', { name: 'Update TT-7K3Q9M' })).toBeInTheDocument();
  });
});
