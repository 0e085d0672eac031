import { EmptyState } from '@tote/ui/empty-state';
import { SuccessIcon } from '@tote/ui/icons';
import { ContentLayout } from '@tote/ui/page-layout';

export default function PaymentSuccessfulRoute() {
  return (
    <ContentLayout title="Payment Successful">
      <EmptyState
        icon={<SuccessIcon className="size-6" />}
        title="No payment to confirm"
        description="After you pay for a delivery, its confirmation appears here."
      />
    </ContentLayout>
  );
}
