import { EmptyState } from '@tote/ui/empty-state';
import { SettingsIcon } from '@tote/ui/icons';
import { ContentLayout } from '@tote/ui/page-layout';

export default function SettingsRoute() {
  return (
    <ContentLayout title="Settings">
      <EmptyState
        icon={<SettingsIcon className="size-6" />}
        title="Settings are coming soon"
        description="Account information, password reset, deactivation and language settings will be here."
      />
    </ContentLayout>
  );
}
