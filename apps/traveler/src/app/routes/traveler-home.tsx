import { buttonClasses } from '@tote/ui/button';
import { EmptyState } from '@tote/ui/empty-state';
import { PackageIcon } from '@tote/ui/icons';
import { ContentLayout } from '@tote/ui/page-layout';
import { useSessionUser } from '@tote/web/session';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { VerificationStatus } from '../../features/verification/components/verification-status';

export default function TravelerHomeRoute() {
  const user = useSessionUser();
  return (
    <ContentLayout title="Overview">
      <div className="p-4 pb-0">
        <VerificationStatus status={user.travelerStatus} />
      </div>
      <EmptyState
        icon={<PackageIcon className="size-6" />}
        title="No deliveries yet"
        description="Once you share a trip and are matched with a sender, your deliveries, monthly total and wallet balance appear here."
        action={
          <Link to={paths.travelerRequest.getHref()} className={buttonClasses()}>
            Upload Traveler Details
          </Link>
        }
      />
    </ContentLayout>
  );
}
