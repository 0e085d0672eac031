import { type ReactNode, useEffect, useState } from 'react';

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
    // The next frame is the first paint of what just committed; a task queued from it runs after that paint.
    let task: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      task = setTimeout(() => setPainted(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(task);
    };
  }, []);
  return painted ? children : fallback;
}
