import { ChangePasswordForm } from '@tote/ui/change-password-form';
import { ContentLayout } from '@tote/ui/page-layout';
import { useToast } from '@tote/ui/toast';
import type { ChangePassword } from '@tote/validation/profiles';
import { useChangePassword } from '@tote/web/account-settings';
import { useId } from 'react';

/**
 * docs/product/admin.md, /admin-p Settings and /settings: account settings (password change, through the
 * shared account settings mutation) and language. Staff accounts are closed with the admin:create command,
 * not here.
 */
export function StaffSettings() {
  const toast = useToast();
  const changePassword = useChangePassword();
  const languageHint = useId();

  async function savePassword(values: ChangePassword) {
    await changePassword.mutateAsync(values);
    toast.show({ tone: 'success', title: 'Password changed. Other devices were signed out.' });
  }

  return (
    <div className="flex flex-col divide-y divide-line">
      <section aria-labelledby="staff-change-password" className="flex flex-col gap-4 pb-6">
        <div className="max-w-2xl">
          <h2 id="staff-change-password" className="text-lg font-semibold text-ink">
            Change your password
          </h2>
          <p className="mt-1 text-muted">
            Enter your current password, then the new one twice. You stay signed in here; every other device
            where you are signed in is signed out, and we email you that the password changed.
          </p>
        </div>
        <div className="max-w-md">
          <ChangePasswordForm onSave={savePassword} />
        </div>
      </section>
      <section aria-labelledby="staff-language" className="flex flex-col gap-3 pt-6">
        <h2 id="staff-language" className="text-lg font-semibold text-ink">
          Language
        </h2>
        <fieldset aria-describedby={languageHint} className="flex flex-col gap-2">
          <legend className="sr-only">Language</legend>
          <label className="inline-flex items-center gap-2 text-ink">
            <input type="radio" name="language" value="en-GB" checked readOnly className="size-4" />
            English, UK
          </label>
        </fieldset>
        <p id={languageHint} className="max-w-2xl text-sm text-muted">
          Tote is in English only for now, so there is nothing else to choose yet. When other languages come,
          you will pick yours here.
        </p>
      </section>
    </div>
  );
}

/** /settings: the same settings on their own screen. */
export function SettingsScreen() {
  return (
    <ContentLayout title="Settings">
      <div className="p-4 sm:p-6">
        <StaffSettings />
      </div>
    </ContentLayout>
  );
}
