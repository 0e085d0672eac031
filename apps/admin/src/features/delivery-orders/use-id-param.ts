import { useSearchParams } from 'react-router-dom';

/** The `?id=` of a detail or match screen (spec: /dev-d?id=), trimmed; '' when missing. */
export function useIdParam(): string {
  const [searchParams] = useSearchParams();
  return (searchParams.get('id') ?? '').trim();
}
