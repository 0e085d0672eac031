import { appHref } from '@tote/ui';
import { Button, buttonClasses } from '@tote/ui/button';
import { DropZone } from '@tote/ui/drop-zone';
import { FormAlert, useSchemaForm } from '@tote/ui/schema-form';
import { TextField } from '@tote/ui/text-field';
import {
  messages,
  NATIONAL_ID_ACCEPT,
  NATIONAL_ID_MAX_BYTES,
  type PublicUser,
  TravelerVerificationSchema,
} from '@tote/validation/accounts';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { AuthLayout } from '../../../components/auth-layout';
import { paths } from '../../../config/paths';
import { useSubmitTravelerVerification } from '../api/submit-traveler-verification';
import { RequireSignedIn } from './require-signed-in';

const MAX_MB = NATIONAL_ID_MAX_BYTES / (1024 * 1024);
const ID_NOTE = `Supported file types: PNG, JPEG, GIF. Up to ${MAX_MB} MB.`;
const ID_ACCEPT = Object.fromEntries(
  Object.entries(NATIONAL_ID_ACCEPT).map(([type, ext]) => [type, [...ext]]),
);

/** docs/product/accounts.md, Onboarding (/user-v, also /User-v). */
export function TravelerVerificationScreen() {
  return <RequireSignedIn>{({ user }) => <TravelerVerificationBody user={user} />}</RequireSignedIn>;
}

function TravelerVerificationBody({ user }: { user: PublicUser }) {
  if (!user.roles.traveler) {
    return (
      <AuthLayout title="Verify as a Traveler" traveler>
        <p className="text-muted">Choose the traveler role first, then come back to verify your account.</p>
        <Link
          to={paths.auth.roleChoice.getHref()}
          className={`${buttonClasses({ fullWidth: true, size: 'lg' })} mt-6`}
        >
          Choose your role
        </Link>
      </AuthLayout>
    );
  }
  if (user.travelerStatus === 'pending' || user.travelerStatus === 'verified') {
    return (
      <AuthLayout title="Verify as a Traveler" traveler>
        <p className="text-muted">
          {user.travelerStatus === 'pending'
            ? 'We already have your details and are reviewing them. We will email you once they are checked.'
            : 'Your traveler account is already verified.'}
        </p>
        <a
          href={appHref('traveler', '/traveler-home')}
          className={`${buttonClasses({ fullWidth: true, size: 'lg' })} mt-6`}
        >
          Go to traveler home
        </a>
      </AuthLayout>
    );
  }
  return <TravelerVerificationForm rejected={user.travelerStatus === 'rejected'} />;
}

const FIELDS: readonly string[] = ['residentialAddress', 'placeOfWork', 'nationalId'];

function TravelerVerificationForm({ rejected }: { rejected: boolean }) {
  const navigate = useNavigate();
  const submitVerification = useSubmitTravelerVerification();
  const [formError, setFormError] = useState<string>();
  // The ID photo is a value too, so picking another file clears the server's message about the last one.
  const form = useSchemaForm({
    schema: TravelerVerificationSchema,
    initialValues: { residentialAddress: '', placeOfWork: '', nationalId: [] as File[] },
  });
  const nationalId = form.values.nationalId[0];
  const idError =
    form.errorOf('nationalId') ?? (form.submitted && !nationalId ? messages.nationalIdRequired : undefined);

  const submit = form.handleSubmit((fields) => {
    if (submitVerification.isPending || !nationalId) return;
    setFormError(undefined);
    submitVerification.mutate(
      { fields, nationalId },
      {
        onSuccess: () => navigate(paths.auth.verificationReceived.getHref()),
        onError: (error) => setFormError(form.applyServerError(error, (key) => FIELDS.includes(key))),
      },
    );
  }, Boolean(nationalId));

  return (
    <AuthLayout
      title="Verify as a Traveler"
      subtitle={
        rejected
          ? 'We could not confirm your last details. Please check them and send them again.'
          : 'Tell us where you live and work, and add a photo of your national ID. Our team checks every traveler.'
      }
      traveler
    >
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <FormAlert>{formError}</FormAlert>
        <TextField
          label="Residential Address"
          required
          autoComplete="street-address"
          {...form.textField('residentialAddress')}
        />
        <TextField label="Place of work / Address" required {...form.textField('placeOfWork')} />
        <DropZone
          label="Upload National ID"
          required
          accept={ID_ACCEPT}
          maxSize={NATIONAL_ID_MAX_BYTES}
          maxFiles={1}
          multiple={false}
          files={form.values.nationalId}
          onFilesChange={(next) => form.setValue('nationalId', next)}
          note={ID_NOTE}
          error={idError}
        />
        <Button type="submit" size="lg" fullWidth loading={submitVerification.isPending} className="mt-2">
          Verify
        </Button>
      </form>
    </AuthLayout>
  );
}
