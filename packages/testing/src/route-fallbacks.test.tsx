import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazyRoute, routeFallbacks } from '@tote/web/app-router';
import { type ComponentType, Suspense, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderRoute } from './render';

function Counter() {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      Count {count}
    </button>
  );
}

function Broken(): never {
  throw new Error('boom');
}

/** A lazy screen whose chunk arrives when the test calls `arrive` with its module. */
function screenArrivingLater() {
  let arrived: (screen: { default: ComponentType }) => void = () => {};
  const Screen = lazyRoute(
    () =>
      new Promise((resolve) => {
        arrived = resolve;
      }),
  );
  return { Screen, arrive: (screen: { default: ComponentType }) => arrived(screen) };
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

  it('shows the loading screen while a lazy screen loads, then the screen', async () => {
    const { Screen, arrive } = screenArrivingLater();
    renderRoute([{ ...routeFallbacks, children: [{ path: '/', Component: Screen }] }], '/');
    expect(await screen.findByRole('status', { name: 'Loading page' })).toBeInTheDocument();
    arrive({ default: () => <h1>Home</h1> });
    expect(await screen.findByRole('heading', { level: 1, name: 'Home' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading page' })).not.toBeInTheDocument();
  });

  it('renders a screen whose chunk is already in at once, without the loading screen', async () => {
    const Screen = lazyRoute(async () => ({ default: () => <h1>Home</h1> }));
    await Screen.preload();
    renderRoute([{ ...routeFallbacks, children: [{ path: '/', Component: Screen }] }], '/');
    // Synchronously, in the first render: React.lazy would suspend once and show the loading screen first.
    expect(screen.getByRole('heading', { level: 1, name: 'Home' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading page' })).not.toBeInTheDocument();
  });

  it('keeps a screen that mounted while its chunk loaded when its parent renders again', async () => {
    const { Screen, arrive } = screenArrivingLater();
    const frame = (label: string) => (
      <Suspense fallback={<p>Loading</p>}>
        <p>{label}</p>
        <Screen />
      </Suspense>
    );
    const { rerender } = render(frame('first'));
    arrive({ default: Counter });
    await userEvent.click(await screen.findByRole('button', { name: 'Count 0' }));
    rerender(frame('second'));
    expect(screen.getByText('second')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Count 1' })).toBeInTheDocument();
  });

  it('asks for a lazy screen once, however often it is preloaded', async () => {
    const load = vi.fn(async () => ({ default: () => <h1>Home</h1> }));
    const Screen = lazyRoute(load);
    void Screen.preload();
    renderRoute([{ ...routeFallbacks, children: [{ path: '/', Component: Screen }] }], '/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Home' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
