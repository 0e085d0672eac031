import { useEffect } from 'react';

/** Sets the browser tab title for the current screen (an effect: the title lives outside React). */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    document.title = `${title} · Tote`;
  }, [title]);
}
