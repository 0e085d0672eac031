import { act, render, screen } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import { AfterFirstPaint } from './after-first-paint';

describe('AfterFirstPaint', () => {
  it('draws the fallback first and asks for a lazy section only in the frame after the one that drew it', async () => {
    const frames: FrameRequestCallback[] = [];
    const requestFrame = vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      frames.push(callback);
      return frames.length;
    });
    const load = vi.fn(async () => ({ default: () => <p>Activity</p> }));
    const Section = lazy(load);
    render(
      <AfterFirstPaint fallback={<p>Loading the activity</p>}>
        <Suspense fallback={<p>Loading the activity</p>}>
          <Section />
        </Suspense>
      </AfterFirstPaint>,
    );
    expect(screen.getByText('Loading the activity')).toBeInTheDocument();
    // However long it waits, nothing is asked for before the frame.
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(load).not.toHaveBeenCalled();

    const nextFrame = () =>
      act(async () => {
        for (const frame of frames.splice(0)) frame(performance.now());
        await new Promise((resolve) => setTimeout(resolve, 5));
      });
    // The frame that draws the fallback, then the next one.
    await nextFrame();
    expect(load).not.toHaveBeenCalled();
    await nextFrame();
    expect(await screen.findByText('Activity')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
    requestFrame.mockRestore();
  });
});
