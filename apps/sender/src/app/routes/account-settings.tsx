import { EmptyState } from '@tote/ui/empty-state';
import { SettingsIcon } from '@tote/ui/icons';
import { ContentLayout } from '@tote/ui/page-layout';

export default function AccountSettingsRoute() {
  return (
    <ContentLayout title="Account Settings">
      <EmptyState
        icon={<SettingsIcon className="size-6" />}
        title="Account settings are coming soon"
        description="Here you will change your password or deactivate your account."
      />
    </ContentLayout>
  );
}
