import { buttonClasses } from '@tote/ui/button';
import { EmptyState } from '@tote/ui/empty-state';
import { InfoIcon } from '@tote/ui/icons';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { AuthLayout } from './auth-layout';

/**
 * Honest stand-in for an account screen whose form arrives with the accounts issue:
 * the route, title and layout are final, the form is not there yet.
 */
export function AuthScreenInProgress({
  title,
  subtitle,
  purpose,
}: {
  title: string;
  subtitle?: string;
  purpose: string;
}) {
  return (
    <AuthLayout title={title} subtitle={subtitle}>
      <EmptyState
        icon={<InfoIcon className="size-6" />}
        title="This screen is being built"
        description={purpose}
        action={
          <Link to={paths.landing.getHref()} className={buttonClasses({ variant: 'outline' })}>
            Back to home
          </Link>
        }
      />
    </AuthLayout>
  );
}
