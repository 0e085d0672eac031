import { ProhibitedItemsPage } from '../../features/prohibited-items/components/prohibited-items-page';

/** /prohibited-items (docs/decisions/020-declared-contents.md): a lazy route, outside the first-load JS. */
export default function ProhibitedItemsRoute() {
  return <ProhibitedItemsPage />;
}
