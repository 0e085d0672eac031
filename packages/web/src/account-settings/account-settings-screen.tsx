import { ChangePasswordForm } from '@tote/ui/change-password-form';
import { DeactivateAccountButton } from '@tote/ui/deactivate-account';
import { ContentLayout } from '@tote/ui/page-layout';
import { appHref } from '@tote/ui/sites';
import { useToast } from '@tote/ui/toast';
import type { ChangePassword, DeactivateAccount } from '@tote/validation/profiles';
import type { ReactNode } from 'react';
import { browserLocation } from '../session/session';
import { useChangePassword } from './change-password';
import { useDeactivateAccount } from './deactivate-account';

/**
 * Account settings (/account-settings, docs/product/sender.md): text on password change and deactivation, and
 * both actions. One screen for the sender and traveler apps; the back arrow leads to the app's profile
 * (`profileHref`).
 */
export function AccountSettingsScreen({ profileHref }: { profileHref: string }) {
  const toast = useToast();
  const changePassword = useChangePassword();
  const deactivate = useDeactivateAccount();

  async function savePassword(values: ChangePassword) {
    await changePassword.mutateAsync(values);
    toast.show({ tone: 'success', title: 'Password changed. Other devices were signed out.' });
  }

  async function deactivateAccount(values: DeactivateAccount) {
    await deactivate.mutateAsync(values);
    // Signed out everywhere: back to the public site with a full page load.
    browserLocation.assign(appHref('shell', '/'));
  }

  return (
    <ContentLayout title="Account Settings" back={{ href: profileHref, label: 'Back to Profile' }}>
      <div className="divide-y divide-line">
        <Section
          id="change-password"
          title="Change your password"
          text="Enter your current password, then the new one twice. You stay signed in here; every other device where you are signed in is signed out, and we email you that the password changed."
        >
          <div className="max-w-md">
            <ChangePasswordForm onSave={savePassword} />
          </div>
        </Section>
        <Section
          id="deactivate-account"
          title="Deactivate account"
          text="Deactivating closes your account: you are signed out on every device and can no longer sign in. Your deliveries and messages stay on record for Tote staff. To use Tote again, contact support."
        >
          <div>
            <DeactivateAccountButton onDeactivate={deactivateAccount} />
          </div>
        </Section>
      </div>
    </ContentLayout>
  );
}

function Section({
  id,
  title,
  text,
  children,
}: {
  id: string;
  title: string;
  text: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-4 p-4 sm:p-6">
      <div className="max-w-2xl">
        <h2 id={id} className="text-lg font-semibold text-ink">
          {title}
        </h2>
        <p className="mt-1 text-muted">{text}</p>
      </div>
      {children}
    </section>
  );
}
