import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Button } from './button';
import { Dialog } from './dialog';

function RequestSuccess() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Connect with a Traveler</Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title="Successful!"
        description="You will get a notification when you have been matched with a Traveler."
        showCloseButton
      >
        <Button>Proceed</Button>
      </Dialog>
    </>
  );
}

/** Headless UI finishes enter transitions on later frames; let them end inside the test. */
async function opened(name?: string) {
  const dialog = await screen.findByRole('dialog', name ? { name } : {});
  await waitFor(() => expect(document.querySelector('[data-transition]')).toBeNull());
  return dialog;
}

describe('Dialog', () => {
  it('opens with its title and description as the accessible name and description', async () => {
    render(<RequestSuccess />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Connect with a Traveler' }));
    const dialog = await opened('Successful!');
    expect(dialog).toHaveAccessibleDescription(
      'You will get a notification when you have been matched with a Traveler.',
    );
  });

  it('closes on the close icon', async () => {
    render(<RequestSuccess />);
    await userEvent.click(screen.getByRole('button', { name: 'Connect with a Traveler' }));
    await opened();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    // The leave transition runs on the next frames.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('closes on Escape', async () => {
    render(<RequestSuccess />);
    await userEvent.click(screen.getByRole('button', { name: 'Connect with a Traveler' }));
    await opened();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('has no close icon unless asked', async () => {
    render(
      <Dialog open onClose={() => {}} title="Submitted!">
        <Button>Proceed</Button>
      </Dialog>,
    );
    expect(await opened('Submitted!')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
  });
});
