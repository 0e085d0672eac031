import { DELIVERY_ID_PATTERN } from '@tote/validation/delivery-id';
import { useSearchParams } from 'react-router-dom';

/**
 * The Delivery ID in the address (?id=TT-7K3Q9M; routes have no parameters: docs/product/overview.md),
 * upper-cased, or undefined when it is missing or cannot be one (the screen then says so without asking the
 * API).
 */
export function useDeliveryId(): string | undefined {
  const [searchParams] = useSearchParams();
  return deliveryIdOf(searchParams);
}

/** useDeliveryId's reading of `?id=`, for an app's entry that asks for the order before React renders. */
export function deliveryIdOf(searchParams: URLSearchParams): string | undefined {
  const id = searchParams.get('id')?.trim().toUpperCase();
  return id && DELIVERY_ID_PATTERN.test(id) ? id : undefined;
}
