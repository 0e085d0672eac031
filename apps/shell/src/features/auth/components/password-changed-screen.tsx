import { buttonClasses } from '@tote/ui/button';
import { SuccessIcon } from '@tote/ui/icons';
import { Link } from 'react-router-dom';
import { Logo } from '../../../components/logo';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../hooks/use-document-title';

/**
 * docs/product/accounts.md, Password reset (/login-confirmation): the password was changed; every session of
 * the account has ended.
 */
export function PasswordChangedScreen() {
  useDocumentTitle('Password changed');
  return (
    <div className="flex min-h-dvh flex-col bg-canvas">
      <header className="px-4 py-5 sm:px-8">
        <Logo />
      </header>
      <main className="flex flex-1 items-start justify-center px-4 pt-2 pb-16 sm:pt-10">
        <div className="flex w-full max-w-md flex-col items-center rounded-card bg-surface p-6 text-center shadow-sm ring-1 ring-grey-200 sm:p-8">
          <span className="flex size-16 items-center justify-center rounded-full bg-success-50 text-success-600">
            <SuccessIcon aria-hidden="true" className="size-9" />
          </span>
          <h1 className="mt-4 text-2xl font-bold tracking-tight text-ink">New Password</h1>
          <p className="mt-2 text-muted">
            Your password has been changed. For your safety we signed you out on every device, so sign in
            again with the new password.
          </p>
          <Link
            to={paths.auth.login.getHref()}
            className={`${buttonClasses({ size: 'lg', fullWidth: true })} mt-6`}
          >
            Login
          </Link>
        </div>
      </main>
    </div>
  );
}
