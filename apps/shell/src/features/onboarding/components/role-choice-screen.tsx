import { appHref } from '@tote/ui';
import { Button } from '@tote/ui/button';
import { PackageIcon, PlaneIcon } from '@tote/ui/icons';
import type { ChooseRole, PublicUser } from '@tote/validation/accounts';
import { useChooseRole } from '@tote/web/roles';
import { browserLocation } from '@tote/web/session';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { AuthLayout } from '../../../components/auth-layout';
import { paths } from '../../../config/paths';
import { RequireSignedIn } from './require-signed-in';

type Role = ChooseRole['role'];

const choices: Array<{ role: Role; title: string; description: string; icon: ReactNode }> = [
  {
    role: 'sender',
    title: 'Sender',
    description: 'I want to send items abroad with a traveler.',
    icon: <PackageIcon aria-hidden="true" className="size-6" />,
  },
  {
    role: 'traveler',
    title: 'Traveler',
    description: 'I fly between countries and want to earn by carrying items.',
    icon: <PlaneIcon aria-hidden="true" className="size-6" />,
  },
];

/** docs/product/accounts.md, Onboarding (/user-o). */
export function RoleChoiceScreen() {
  return <RequireSignedIn>{({ user }) => <RoleChoiceForm user={user} />}</RequireSignedIn>;
}

function RoleChoiceForm({ user }: { user: PublicUser }) {
  const navigate = useNavigate();
  const errorId = useId();
  const choose = useChooseRole();
  const [role, setRole] = useState<Role | undefined>(
    user.roles.traveler && !user.roles.sender ? 'traveler' : undefined,
  );
  const [missing, setMissing] = useState(false);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (choose.isPending) return;
    if (!role) {
      setMissing(true);
      return;
    }
    choose.mutate(
      { role },
      {
        onSuccess: () => {
          if (role === 'sender') browserLocation.assign(appHref('sender', '/home'));
          else navigate(paths.auth.travelerVerify.getHref());
        },
      },
    );
  }

  const error = missing && !role ? 'Choose Sender or Traveler to continue.' : choose.error?.message;
  return (
    <AuthLayout
      title="Are you a Sender or a Traveler?"
      subtitle={`Welcome, ${user.fullName}. You can switch between the two views later.`}
    >
      <form noValidate onSubmit={submit} className="flex flex-col gap-5">
        <fieldset aria-describedby={error ? errorId : undefined}>
          <legend className="sr-only">Your role</legend>
          <div className="grid gap-3 sm:grid-cols-2">
            {choices.map((choice) => (
              <label
                key={choice.role}
                className="flex cursor-pointer flex-col gap-2 rounded-card border-2 border-line bg-surface p-4 hover:border-brand-300 has-checked:border-brand-600 has-checked:bg-brand-50 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600"
              >
                <span className="flex items-center justify-between">
                  <span className="flex size-11 items-center justify-center rounded-full bg-brand-100 text-brand-700">
                    {choice.icon}
                  </span>
                  <input
                    type="radio"
                    name="role"
                    value={choice.role}
                    checked={role === choice.role}
                    onChange={() => setRole(choice.role)}
                    className="size-5 accent-brand-600"
                  />
                </span>
                <span className="text-base font-semibold text-ink">{choice.title}</span>
                <span className="text-sm text-muted">{choice.description}</span>
              </label>
            ))}
          </div>
        </fieldset>
        {error && (
          <p id={errorId} role="alert" className="text-sm font-medium text-danger-600">
            {error}
          </p>
        )}
        <Button type="submit" size="lg" fullWidth loading={choose.isPending}>
          Confirm
        </Button>
      </form>
    </AuthLayout>
  );
}
