import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from './button';
import { type ToastApi, ToastProvider, useToast } from './toast';

function SaveProfile() {
  const toast = useToast();
  return (
    <Button onClick={() => toast.show({ title: 'Profile updated', description: 'Saved.', tone: 'success' })}>
      Save
    </Button>
  );
}

/** Hands the toast API to a test driven by fake timers (no user-event there). */
function Grab({ onApi }: { onApi: (api: ToastApi) => void }) {
  onApi(useToast());
  return null;
}

function Orphan() {
  useToast();
  return null;
}

function renderWithApi(duration: number) {
  let api: ToastApi | undefined;
  render(
    <ToastProvider duration={duration}>
      <Grab
        onApi={(value) => {
          api = value;
        }}
      />
    </ToastProvider>,
  );
  return () => {
    if (!api) throw new Error('ToastProvider did not render');
    return api;
  };
}

describe('Toast', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('appears in a polite live region and is dismissed by its button', async () => {
    render(
      <ToastProvider>
        <SaveProfile />
      </ToastProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const message = screen.getByText('Profile updated');
    expect(message.closest('[aria-live]')).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByText('Saved.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('Profile updated')).not.toBeInTheDocument();
  });

  it('goes away by itself after its duration', () => {
    vi.useFakeTimers();
    const toast = renderWithApi(3000);
    act(() => {
      toast().show({ title: 'Profile updated', tone: 'success' });
    });
    act(() => vi.advanceTimersByTime(2900));
    expect(screen.getByText('Profile updated')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByText('Profile updated')).not.toBeInTheDocument();
  });

  it('waits while the toast has keyboard focus', () => {
    vi.useFakeTimers();
    const toast = renderWithApi(1000);
    act(() => {
      toast().show({ title: 'Upload failed', tone: 'error' });
    });
    act(() => screen.getByRole('button', { name: 'Dismiss' }).focus());
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.getByText('Upload failed')).toBeInTheDocument();
  });

  it('explains itself when used outside the provider', () => {
    // React logs the thrown error; that log is expected here.
    vi.mocked(console.error).mockImplementation(() => {});
    expect(() => render(<Orphan />)).toThrow('useToast must be used inside <ToastProvider>.');
  });
});
