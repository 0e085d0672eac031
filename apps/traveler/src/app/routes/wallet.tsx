import { EmptyState } from '@tote/ui/empty-state';
import { WalletIcon } from '@tote/ui/icons';
import { ContentLayout } from '@tote/ui/page-layout';

export default function WalletRoute() {
  return (
    <ContentLayout title="Wallet">
      <EmptyState
        icon={<WalletIcon className="size-6" />}
        title="No earnings yet"
        description="Money you earn from completed deliveries shows here, ready to withdraw."
      />
    </ContentLayout>
  );
}
