import { lazy, Suspense, useState } from 'react';
import type { DialogProps } from './dialog';

const LoadedDialog = lazy(() => import('./dialog').then((module) => ({ default: module.Dialog })));

/**
 * The kit's Dialog for a screen that draws many closed ones (e.g. an Update button on each row of a list) or
 * opens one only on demand: Headless UI and the dialog load when it first opens, not with the screen (less JS
 * and main-thread time on the first screen: bench/lighthouse.mjs). Until then it renders nothing; once opened
 * it stays mounted, so closing plays the Dialog's own transition. Same props as Dialog.
 */
export function LazyDialog(props: DialogProps) {
  const [opened, setOpened] = useState(props.open);
  // Set while rendering (React's pattern for state derived from props): the first open mounts the dialog.
  if (props.open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <LoadedDialog {...props} />
    </Suspense>
  );
}
