import { appHref } from '@tote/ui';
import { AvatarPicker } from '@tote/ui/avatar-picker';
import { Button } from '@tote/ui/button';
import { EditProfileDialog } from '@tote/ui/edit-profile-dialog';
import { EmptyState } from '@tote/ui/empty-state';
import { AlertIcon, HelpIcon, LanguageIcon, SettingsIcon, SwitchIcon } from '@tote/ui/icons';
import { ContentLayout } from '@tote/ui/page-layout';
import { ProfileCard } from '@tote/ui/profile-card';
import { ReviewsList } from '@tote/ui/reviews-list';
import { useSessionUser } from '@tote/ui/session';
import { type SettingsItem, SettingsList } from '@tote/ui/settings-list';
import { Spinner } from '@tote/ui/spinner';
import { Tabs } from '@tote/ui/tabs';
import { useToast } from '@tote/ui/toast';
import type { PublicUser } from '@tote/validation/accounts';
import {
  type Profile,
  SENDER_PROFILE_COUNTRIES,
  SENDER_PROFILE_STATES,
  type UpdateProfile,
} from '@tote/validation/profiles';
import { useState } from 'react';
import { paths } from '../../../config/paths';
import { useProfile } from '../api/get-profile';
import { useReviews } from '../api/get-reviews';
import { useUpdateProfile } from '../api/update-profile';
import { useUploadAvatar } from '../api/upload-avatar';

const memberSinceFormat = new Intl.DateTimeFormat('en-GB', { month: 'short', year: 'numeric' });

/** spec §2 Sender "Profile" (/sender-p): the profile card, Edit Profile, and the Reviews and Settings tabs. */
export function ProfileScreen() {
  const user = useSessionUser();
  const profile = useProfile(user.id);

  let content: React.ReactNode;
  if (profile.isPending) content = <Loading label="Loading your profile" />;
  else if (profile.isError)
    content = (
      <LoadFailed error={profile.error} onRetry={() => profile.refetch()} retrying={profile.isFetching} />
    );
  else content = <ProfileDetails user={user} profile={profile.data} />;

  return <ContentLayout title="Profile">{content}</ContentLayout>;
}

function ProfileDetails({ user, profile }: { user: PublicUser; profile: Profile }) {
  const toast = useToast();
  const [editing, setEditing] = useState(false);
  const update = useUpdateProfile(profile.id);
  const upload = useUploadAvatar(profile.id);

  async function save(values: UpdateProfile) {
    await update.mutateAsync(values);
    setEditing(false);
    toast.show({ tone: 'success', title: 'Profile updated' });
  }

  function changePhoto(photo: File) {
    upload.mutate(photo, {
      onSuccess: () => toast.show({ tone: 'success', title: 'Photo updated' }),
    });
  }

  return (
    <div className="flex flex-col gap-6 p-4 sm:p-6">
      <ProfileCard
        profile={profile}
        photo={
          <AvatarPicker
            name={profile.fullName}
            src={profile.avatarUrl ?? undefined}
            onPick={changePhoto}
            uploading={upload.isPending}
            error={upload.error?.message}
          />
        }
        actions={
          <Button variant="outline" onClick={() => setEditing(true)}>
            Edit Profile
          </Button>
        }
        facts={[
          { label: 'Deliveries', value: profile.deliveriesCount },
          { label: 'Member since', value: memberSinceFormat.format(new Date(profile.memberSince)) },
        ]}
      />
      <EditProfileDialog
        open={editing}
        onClose={() => setEditing(false)}
        profile={profile}
        countries={SENDER_PROFILE_COUNTRIES}
        states={SENDER_PROFILE_STATES}
        onSave={save}
      />
      <Tabs
        label="Profile sections"
        tabs={[
          { id: 'reviews', label: 'Reviews', content: <ReviewsTab userId={profile.id} /> },
          {
            id: 'settings',
            label: 'Settings',
            content: <SettingsList label="Settings" items={settingsOf(user)} />,
          },
        ]}
      />
    </div>
  );
}

function ReviewsTab({ userId }: { userId: string }) {
  const reviews = useReviews(userId);
  if (reviews.isPending) return <Loading label="Loading reviews" />;
  if (reviews.isError)
    return (
      <LoadFailed error={reviews.error} onRetry={() => reviews.refetch()} retrying={reviews.isFetching} />
    );
  return (
    <ReviewsList
      reviews={reviews.data.reviews}
      emptyDescription="Travelers who carry your deliveries can review you once an order arrives."
    />
  );
}

/** spec §2 Profile Settings: Account settings, Switch Account, Language (English, UK), Help & Support. */
function settingsOf(user: PublicUser): SettingsItem[] {
  return [
    {
      label: 'Account settings',
      description: 'Change your password or deactivate your account',
      icon: <SettingsIcon />,
      to: paths.accountSettings.getHref(),
    },
    user.roles.traveler
      ? {
          label: 'Switch Account',
          description: 'Go to your traveler account',
          icon: <SwitchIcon />,
          href: appHref('traveler', '/traveler-home'),
        }
      : {
          label: 'Switch Account',
          description: 'Become a traveler and earn on your trips',
          icon: <SwitchIcon />,
          href: appHref('shell', '/user-o'),
        },
    { label: 'Language', icon: <LanguageIcon />, value: 'English, UK' },
    {
      label: 'Help & Support',
      description: 'Answers to common questions and how to reach us',
      icon: <HelpIcon />,
      href: appHref('shell', '/help'),
    },
  ];
}

function Loading({ label }: { label: string }) {
  return (
    <div className="flex justify-center px-4 py-10">
      <Spinner size="lg" label={label} />
    </div>
  );
}

function LoadFailed({ error, onRetry, retrying }: { error: Error; onRetry: () => void; retrying: boolean }) {
  return (
    <EmptyState
      icon={<AlertIcon className="size-6" />}
      title="We could not load this"
      description={<span role="alert">{error.message}</span>}
      action={
        <Button variant="outline" onClick={onRetry} loading={retrying}>
          Try again
        </Button>
      }
    />
  );
}
