import { useSearchParams } from 'react-router-dom';

/** The `?id=` of a detail or match screen (/dev-d?id=TT-…, docs/product/admin.md), trimmed; '' when missing. */
export function useIdParam(): string {
  const [searchParams] = useSearchParams();
  return (searchParams.get('id') ?? '').trim();
}
