import { type ReactNode, useEffect, useState } from 'react';

const IDLE_WAIT_MS = 500;
const IDLE_FALLBACK_MS = 50;

/**
 * Renders `fallback` until the screen has painted once, then `children`. For a section below the fold that
 * brings its own chunk (a React.lazy inside): its code and data then start after the first screen is drawn
 * instead of sharing the network and the main thread with it. Lighthouse's simulated LCP counts every request
 * and task that began before the largest paint (bench/lighthouse.mjs). Keep `fallback` the size the section
 * will take, or leave it below everything that is already on screen, so that nothing moves.
 */
export function AfterFirstPaint({
  children,
  fallback = null,
}: {
  children: ReactNode;
  fallback?: ReactNode;
}) {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    // The next frame draws what just committed and the one after it starts once that frame has been produced;
    // from there, the section waits until the browser is idle (at most IDLE_WAIT_MS), since Chromium presents a
    // frame some milliseconds after producing it: a task queued at once still came before the paint on /admin
    // (Lighthouse). Safari has no requestIdleCallback: a short timeout stands in.
    let idle = 0;
    let task: ReturnType<typeof setTimeout> | undefined;
    const show = () => setPainted(true);
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => {
        if (typeof requestIdleCallback === 'function')
          idle = requestIdleCallback(show, { timeout: IDLE_WAIT_MS });
        else task = setTimeout(show, IDLE_FALLBACK_MS);
      });
    });
    return () => {
      cancelAnimationFrame(frame);
      if (idle) cancelIdleCallback(idle);
      clearTimeout(task);
    };
  }, []);
  return painted ? children : fallback;
}
