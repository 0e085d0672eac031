import { AvatarPicker } from '@tote/ui/avatar-picker';
import { Button } from '@tote/ui/button';
import { EditProfileDialog } from '@tote/ui/edit-profile-dialog';
import { LoadError, LoadingState } from '@tote/ui/load-states';
import { ContentLayout } from '@tote/ui/page-layout';
import { profileLocation } from '@tote/ui/profile-card';
import { Tabs } from '@tote/ui/tabs';
import { useToast } from '@tote/ui/toast';
import type { Profile, UpdateProfile } from '@tote/validation/profiles';
import { useProfile, useUpdateProfile, useUploadAvatar } from '@tote/web/profile';
import { useSessionUser } from '@tote/web/session';
import { type ReactNode, useState } from 'react';
import { StaffSettings } from './staff-settings';

interface OwnProfileScreenProps {
  /** The Active Log tab's content (the app composes it from the active-log feature). */
  activeLog: ReactNode;
}

/**
 * docs/product/admin.md, /admin-p without an id: the staff member's own profile card (photo, name, "Admin")
 * with Edit Profile (PUT /users/{userId}/profile, shared with the other apps' profiles), and the tabs Active
 * Log and Settings.
 */
export function OwnProfileScreen({ activeLog }: OwnProfileScreenProps) {
  const user = useSessionUser();
  const profile = useProfile(user.id);
  let content: ReactNode;
  if (profile.isPending) content = <LoadingState label="Loading your profile" />;
  else if (profile.isError)
    content = (
      <LoadError error={profile.error} onRetry={() => profile.refetch()} retrying={profile.isFetching} />
    );
  else content = <StaffProfileCard profile={profile.data} />;

  return (
    <ContentLayout title="Admin Profile">
      <div className="flex flex-col gap-6 p-3 sm:p-6">
        {content}
        <Tabs
          label="Profile sections"
          tabs={[
            { id: 'active-log', label: 'Active Log', content: activeLog },
            { id: 'settings', label: 'Settings', content: <StaffSettings /> },
          ]}
        />
      </div>
    </ContentLayout>
  );
}

function StaffProfileCard({ profile }: { profile: Profile }) {
  const toast = useToast();
  const [editing, setEditing] = useState(false);
  const update = useUpdateProfile(profile.id);
  const upload = useUploadAvatar(profile.id);

  async function save(values: UpdateProfile) {
    await update.mutateAsync(values);
    setEditing(false);
    toast.show({ tone: 'success', title: 'Profile updated' });
  }

  return (
    <section
      aria-labelledby="staff-profile-name"
      className="flex flex-col items-center gap-4 rounded-card border border-line bg-surface p-4 text-center sm:flex-row sm:text-left"
    >
      <AvatarPicker
        name={profile.fullName}
        src={profile.avatarUrl ?? undefined}
        onPick={(photo) =>
          upload.mutate(photo, { onSuccess: () => toast.show({ tone: 'success', title: 'Photo updated' }) })
        }
        uploading={upload.isPending}
        error={upload.error?.message}
      />
      <div className="flex min-w-0 flex-1 flex-col items-center gap-1 sm:items-start">
        <div className="flex flex-wrap items-center justify-center gap-2">
          <h2 id="staff-profile-name" className="text-xl font-bold break-words text-ink">
            {profile.fullName}
          </h2>
          <span className="rounded-full bg-brand-100 px-2.5 py-0.5 text-xs font-semibold text-brand-800">
            Admin
          </span>
        </div>
        <p className="text-muted">{profileLocation(profile)}</p>
      </div>
      <Button variant="outline" onClick={() => setEditing(true)}>
        Edit Profile
      </Button>
      <EditProfileDialog open={editing} onClose={() => setEditing(false)} profile={profile} onSave={save} />
    </section>
  );
}
