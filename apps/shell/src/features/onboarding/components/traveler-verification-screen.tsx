import { ApiError } from '@tote/api-client/client';
import { appHref } from '@tote/ui';
import { Button, buttonClasses } from '@tote/ui/button';
import { DropZone } from '@tote/ui/drop-zone';
import { TextField } from '@tote/ui/text-field';
import {
  messages,
  NATIONAL_ID_ACCEPT,
  NATIONAL_ID_MAX_BYTES,
  type PublicUser,
  type TravelerVerification,
  TravelerVerificationSchema,
} from '@tote/validation/accounts';
import { type FormEvent, useMemo, useState } from 'react';
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

/** spec §2.10 (/user-v, also /User-v). */
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

type FieldName = keyof TravelerVerification | 'nationalId';

function TravelerVerificationForm({ rejected }: { rejected: boolean }) {
  const navigate = useNavigate();
  const submitVerification = useSubmitTravelerVerification();
  const [values, setValues] = useState<TravelerVerification>({ residentialAddress: '', placeOfWork: '' });
  const [files, setFiles] = useState<File[]>([]);
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<FieldName, string>>>({});

  const parsed = useMemo(() => TravelerVerificationSchema.safeParse(values), [values]);
  const clientError = (name: keyof TravelerVerification) =>
    submitted ? parsed.error?.issues.find((issue) => issue.path[0] === name)?.message : undefined;
  const idError =
    serverErrors.nationalId ?? (submitted && files.length === 0 ? messages.nationalIdRequired : undefined);

  function change(name: keyof TravelerVerification, value: string) {
    setValues((current) => ({ ...current, [name]: value }));
    setServerErrors(({ [name]: _dropped, ...rest }) => rest);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitVerification.isPending) return;
    setSubmitted(true);
    const nationalId = files[0];
    if (!parsed.success || !nationalId) return;
    submitVerification.mutate(
      { fields: parsed.data, nationalId },
      {
        onSuccess: () => navigate(paths.auth.verificationReceived.getHref()),
        onError: (error) => {
          if (error instanceof ApiError) setServerErrors(error.fields);
        },
      },
    );
  }

  const formError =
    submitVerification.error &&
    !(submitVerification.error instanceof ApiError && Object.keys(submitVerification.error.fields).length > 0)
      ? submitVerification.error.message
      : undefined;

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
        {formError && (
          <p
            role="alert"
            className="rounded-control border border-danger-200 bg-danger-50 px-3 py-2 text-sm font-medium text-danger-700"
          >
            {formError}
          </p>
        )}
        <TextField
          label="Residential Address"
          name="residentialAddress"
          required
          autoComplete="street-address"
          value={values.residentialAddress}
          onChange={(event) => change('residentialAddress', event.target.value)}
          error={serverErrors.residentialAddress ?? clientError('residentialAddress')}
        />
        <TextField
          label="Place of work / Address"
          name="placeOfWork"
          required
          value={values.placeOfWork}
          onChange={(event) => change('placeOfWork', event.target.value)}
          error={serverErrors.placeOfWork ?? clientError('placeOfWork')}
        />
        <DropZone
          label="Upload National ID"
          required
          accept={ID_ACCEPT}
          maxSize={NATIONAL_ID_MAX_BYTES}
          maxFiles={1}
          multiple={false}
          files={files}
          onFilesChange={(next) => {
            setFiles(next);
            setServerErrors(({ nationalId: _dropped, ...rest }) => rest);
          }}
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
