import { Button, buttonClasses } from '@tote/ui/button';
import { SwitchIcon } from '@tote/ui/icons';
import { appHref } from '@tote/ui/sites';
import { CenteredPanel } from '../session/centered-panel';
import { useChooseRole } from './choose-role';

/**
 * What a traveler-only account sees on entering the sender view (GO TO SENDER VIEW, Switch Account): the sender
 * role offered in one press. Once added, the session changes and the guard shows the sender screens.
 */
export function SenderRoleOffer() {
  const chooseRole = useChooseRole();
  return (
    <CenteredPanel
      title="Send packages with Tote too"
      icon={<SwitchIcon aria-hidden="true" className="mb-3 size-8 text-brand-600" />}
    >
      <p className="text-muted">
        Your account is a traveler account. Add the sender role to request deliveries and follow them here;
        you keep your traveler account and can switch back at any time.
      </p>
      <div className="mt-6 flex flex-wrap gap-3">
        <Button onClick={() => chooseRole.mutate({ role: 'sender' })} loading={chooseRole.isPending}>
          Add sender role
        </Button>
        <a href={appHref('traveler', '/traveler-home')} className={buttonClasses({ variant: 'outline' })}>
          Back to traveler view
        </a>
      </div>
      {chooseRole.isError && (
        <p role="alert" className="mt-4 text-sm font-medium text-danger-600">
          {chooseRole.error.message}
        </p>
      )}
    </CenteredPanel>
  );
}
