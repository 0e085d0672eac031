import { useEffect } from 'react';

/**
 * Sets the browser tab title for the current screen, "Title · Tote" (an effect: the title lives outside
 * React). `suffix` names the product or app after the dot.
 */
export function useDocumentTitle(title: string, suffix = 'Tote') {
  useEffect(() => {
    document.title = `${title} · ${suffix}`;
  }, [title, suffix]);
}
