import { AvatarPicker } from '@tote/ui/avatar-picker';
import { Button } from '@tote/ui/button';
import { EditProfileDialog } from '@tote/ui/edit-profile-dialog';
import { EmptyState } from '@tote/ui/empty-state';
import { AlertIcon, HelpIcon, LanguageIcon, SettingsIcon } from '@tote/ui/icons';
import { ContentLayout } from '@tote/ui/page-layout';
import { ProfileCard } from '@tote/ui/profile-card';
import { ReviewsList } from '@tote/ui/reviews-list';

import { type SettingsItem, SettingsList } from '@tote/ui/settings-list';
import { appHref } from '@tote/ui/sites';
import { Spinner } from '@tote/ui/spinner';
import { Tabs } from '@tote/ui/tabs';
import { useToast } from '@tote/ui/toast';
import type { PublicUser } from '@tote/validation/accounts';
import { type Profile, profileFactLabels, type UpdateProfile } from '@tote/validation/profiles';
import { useState } from 'react';
import { ReviewResponses } from '../reviews/review-responses';
import { useSessionUser } from '../session/session';
import { useProfile } from './get-profile';
import { useReviews } from './get-reviews';
import { useUpdateProfile } from './update-profile';
import { useUploadAvatar } from './upload-avatar';

const memberSinceFormat = new Intl.DateTimeFormat('en-GB', { month: 'short', year: 'numeric' });

export interface ProfileScreenProps {
  /** The app's Account settings screen (/account-settings in the sender and traveler apps). */
  accountSettingsHref: string;
  /** Settings' "Switch Account" entry: to the person's other view, or to becoming the other kind. */
  switchAccount: (user: PublicUser) => SettingsItem;
  /** The Reviews tab with no review yet: who reviews this kind of account, and when. */
  reviewsEmptyDescription: string;
  /** Which deliveries the profile counts: those the person sent (sender app) or carried (traveler app). */
  counts: 'sent' | 'carried';
}

/**
 * The profile (docs/product/sender.md /sender-p, traveler.md /profile-t): the profile card (photo with
 * change-photo, name, state and country, rating, Reviews (n)), Edit Profile through PUT
 * /users/{userId}/profile, and the Reviews and Settings tabs. One screen for the sender and traveler apps;
 * each says where its settings and its switch lead.
 */
export function ProfileScreen(props: ProfileScreenProps) {
  const user = useSessionUser();
  const profile = useProfile(user.id);

  let content: React.ReactNode;
  if (profile.isPending) content = <Loading label="Loading your profile" />;
  else if (profile.isError)
    content = (
      <LoadFailed error={profile.error} onRetry={() => profile.refetch()} retrying={profile.isFetching} />
    );
  else content = <ProfileDetails user={user} profile={profile.data} {...props} />;

  return <ContentLayout title="Profile">{content}</ContentLayout>;
}

function ProfileDetails({
  user,
  profile,
  accountSettingsHref,
  switchAccount,
  reviewsEmptyDescription,
  counts,
}: ProfileScreenProps & { user: PublicUser; profile: Profile }) {
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
          counts === 'carried'
            ? { label: profileFactLabels.deliveriesCarried, value: profile.deliveriesCarried }
            : { label: profileFactLabels.deliveriesSent, value: profile.deliveriesCount },
          {
            label: profileFactLabels.memberSince,
            value: memberSinceFormat.format(new Date(profile.memberSince)),
          },
        ]}
      />
      <EditProfileDialog open={editing} onClose={() => setEditing(false)} profile={profile} onSave={save} />
      <Tabs
        label="Profile sections"
        tabs={[
          {
            id: 'reviews',
            label: 'Reviews',
            content: <ReviewsTab userId={profile.id} emptyDescription={reviewsEmptyDescription} />,
          },
          {
            id: 'settings',
            label: 'Settings',
            content: (
              <SettingsList
                label="Settings"
                items={settingsOf({ accountSettingsHref, switchAccount: switchAccount(user) })}
              />
            ),
          },
        ]}
      />
    </div>
  );
}

function ReviewsTab({ userId, emptyDescription }: { userId: string; emptyDescription: string }) {
  const reviews = useReviews(userId);
  if (reviews.isPending) return <Loading label="Loading reviews" />;
  if (reviews.isError)
    return (
      <LoadFailed error={reviews.error} onRetry={() => reviews.refetch()} retrying={reviews.isFetching} />
    );
  return (
    <ReviewsList
      reviews={reviews.data.reviews}
      emptyDescription={emptyDescription}
      actions={(review) => <ReviewResponses review={review} />}
    />
  );
}

/**
 * The profile's Settings (docs/product/traveler.md, /profile-t): Account settings, Switch Account, Language
 * (English, UK), Help & Support.
 */
function settingsOf({
  accountSettingsHref,
  switchAccount,
}: {
  accountSettingsHref: string;
  switchAccount: SettingsItem;
}): SettingsItem[] {
  return [
    {
      label: 'Account settings',
      description: 'Change your password or deactivate your account',
      icon: <SettingsIcon />,
      to: accountSettingsHref,
    },
    switchAccount,
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
