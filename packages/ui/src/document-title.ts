import { useLayoutEffect } from 'react';

/**
 * Sets the browser tab title for the current screen, "Title · Tote" (an effect: the title lives outside
 * React). `suffix` names the product or app after the dot. A layout effect, so the title changes in the same
 * commit as the screen: a lazy screen is revealed by its Suspense boundary, after which plain effects wait for
 * a later task.
 */
export function useDocumentTitle(title: string, suffix = 'Tote') {
  useLayoutEffect(() => {
    document.title = `${title} · ${suffix}`;
  }, [title, suffix]);
}
