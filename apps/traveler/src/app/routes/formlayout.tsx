import { EmptyState } from '@tote/ui/empty-state';
import { FileIcon } from '@tote/ui/icons';
import { ContentLayout } from '@tote/ui/page-layout';

export default function FormlayoutRoute() {
  return (
    <ContentLayout title="Trip Details">
      <EmptyState
        icon={<FileIcon className="size-6" />}
        title="The trip details form is coming soon"
        description="Here you will review the details of a trip before you share it."
      />
    </ContentLayout>
  );
}
