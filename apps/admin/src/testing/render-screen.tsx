export { fieldLabelled, renderScreen } from '@tote/ui/testing';

/** The query string of the last request to `path` (the shared mock records the path without it). */
export function lastSearchOf(
  fetchMock: { mock: { calls: unknown[][] } },
  path: string,
): URLSearchParams | undefined {
  const urls = fetchMock.mock.calls
    .map(([input]) => new URL(input instanceof Request ? input.url : String(input)))
    .filter((url) => url.pathname === `/api/v1${path}`);
  return urls.at(-1)?.searchParams;
}
