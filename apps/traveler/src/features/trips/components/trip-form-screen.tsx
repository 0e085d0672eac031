import { useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@tote/api-client/client';
import { Button } from '@tote/ui/button';
import { Dialog } from '@tote/ui/dialog';
import { SuccessIcon } from '@tote/ui/icons';
import { ContentLayout } from '@tote/ui/page-layout';
import { FormAlert, useSchemaForm } from '@tote/ui/schema-form';
import { Select, type SelectProps } from '@tote/ui/select';
import { TextField } from '@tote/ui/text-field';
import { onlyTimeZoneOf } from '@tote/validation/airport-time-zones';
import { countryOptions } from '@tote/validation/countries';
import { CreateTripSchema, tripMessages, tripTimesProblem } from '@tote/validation/trips';
import { useSessionUser } from '@tote/web/session';
import { type ChangeEvent, type FocusEvent, memo, useCallback, useMemo, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { VerificationStatus } from '../../../components/verification-status';
import { paths } from '../../../config/paths';
import { queryKeys } from '../../../lib/query-keys';
import { useCreateTrip } from '../api/create-trip';
import { timeZoneHint, timeZoneOptions } from '../time-zones';

const emptyValues = () => ({
  departureCity: '',
  departureCountry: '',
  departureDate: '',
  departureTime: '',
  // Each airport's zone follows its country (the only one, or the traveler picks among several).
  departureTimeZone: '',
  arrivalCity: '',
  arrivalCountry: '',
  arrivalAddress: '',
  arrivalDate: '',
  arrivalTime: '',
  arrivalTimeZone: '',
  airline: '',
  flightNumber: '',
  weightKg: '',
  feePerKgUsd: '',
});
type FormValues = ReturnType<typeof emptyValues>;
type FieldName = keyof FormValues;

const TimesSchema = CreateTripSchema.pick({
  departureDate: true,
  departureTime: true,
  departureTimeZone: true,
  arrivalDate: true,
  arrivalTime: true,
  arrivalTimeZone: true,
});

/**
 * The shared schema plus the rules that need a clock (departure in the future, arrival after departure),
 * checked with the browser's clock as soon as the dates, times and zones are complete; the server checks again
 * with its own.
 */
const TripFormSchema = {
  safeParse(values: unknown) {
    const result = CreateTripSchema.safeParse(values);
    const times = TimesSchema.safeParse(values);
    const problem = times.success ? tripTimesProblem(times.data, new Date()) : null;
    if (!problem) return result;
    const issues = [...(result.error?.issues ?? []), { path: [problem.field], message: problem.message }];
    return { success: false as const, error: { issues } };
  },
};

let countries: { value: string; label: string }[] | undefined;
const countrySelectOptions = () =>
  (countries ??= countryOptions().map(({ code, name }) => ({ value: code, label: name })));

/**
 * docs/product/traveler.md, The trip form (/traveler-request), with what matching and the admin's Traveler
 * details need (admin.md).
 */
export function TripFormScreen() {
  const user = useSessionUser();
  const [refusedUnverified, setRefusedUnverified] = useState(false);
  const verified = user.travelerStatus === 'verified' && !refusedUnverified;
  return (
    <ContentLayout
      title="Upload Traveler Details"
      back={{ href: paths.home.getHref(), label: 'Back to Overview' }}
      actions={
        <Link
          to={paths.trips.getHref()}
          className="focus-ring rounded-sm text-sm font-semibold text-brand-700 hover:underline"
        >
          Your trips
        </Link>
      }
    >
      {verified ? (
        <TripForm onNotVerified={() => setRefusedUnverified(true)} />
      ) : (
        <div className="flex flex-col gap-4 p-4 sm:p-6">
          <p className="font-semibold text-ink">{tripMessages.notVerified}</p>
          <VerificationStatus
            status={user.travelerStatus === 'verified' ? 'unverified' : user.travelerStatus}
          />
        </div>
      )}
    </ContentLayout>
  );
}

function TripForm({ onNotVerified }: { onNotVerified: () => void }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const createTrip = useCreateTrip();
  const form = useSchemaForm({ schema: TripFormSchema, initialValues: emptyValues() });
  const [formError, setFormError] = useState<string>();
  const [submitted, setSubmitted] = useState(false);

  const onSubmit = form.handleSubmit(() => {
    if (createTrip.isPending) return;
    setFormError(undefined);
    // The values as typed: the API parses them with the same schema.
    createTrip.mutate(form.values, {
      onSuccess: () => setSubmitted(true),
      onError: (error) => {
        if (error instanceof ApiError && error.code === 'traveler_not_verified') {
          // The session was out of date: refresh it so every screen shows the ID check as it stands.
          void queryClient.invalidateQueries({ queryKey: queryKeys.session });
          onNotVerified();
          return;
        }
        setFormError(form.applyServerError(error, isFormField));
      },
    });
  });

  const text = (name: FieldName) => ({
    name,
    value: form.values[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => form.setValue(name, event.target.value),
    onBlur: (event: FocusEvent<HTMLInputElement>) => form.markLeft(name, event),
    error: form.errorOf(name),
  });
  // The selects hold hundreds of options: stable handlers let them skip the re-render of every keystroke.
  const latest = useRef(form);
  latest.current = form;
  const onValue = useCallback((name: FieldName, value: string) => {
    latest.current.setValue(name, value);
    // A country sets its airport's time zone: its only one, or none yet where it has several to choose from.
    const zoneField = ZONE_OF_COUNTRY[name];
    if (zoneField) latest.current.setValue(zoneField, onlyTimeZoneOf(value) ?? '');
  }, []);
  const onLeave = useCallback(
    (name: FieldName, event: FocusEvent<HTMLSelectElement>) => latest.current.markLeft(name, event),
    [],
  );
  const select = (name: FieldName) => ({
    name,
    value: form.values[name],
    error: form.errorOf(name),
    onValue,
    onLeave,
  });

  const { departureCountry, departureTimeZone, arrivalCountry, arrivalTimeZone } = form.values;
  const departureZones = useMemo(
    () => timeZoneOptions(departureCountry, departureTimeZone),
    [departureCountry, departureTimeZone],
  );
  const arrivalZones = useMemo(
    () => timeZoneOptions(arrivalCountry, arrivalTimeZone),
    [arrivalCountry, arrivalTimeZone],
  );

  return (
    <>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-6 p-4 sm:p-6">
        <FormAlert>{formError}</FormAlert>
        <p className="text-sm text-muted">
          Fields marked <span className="text-danger-600">*</span> are required. Times are the airport’s local
          times.
        </p>

        <fieldset className="flex flex-col gap-4">
          <legend className="mb-3 text-base font-semibold text-ink">Departure</legend>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField label="Departure City" required autoComplete="off" {...text('departureCity')} />
            <ListField
              label="Departure Country"
              required
              placeholder="Choose a country"
              options={countrySelectOptions()}
              {...select('departureCountry')}
            />
          </div>
          <div className="grid gap-4 sm:grid-cols-3">
            <TextField label="Departure Date" required type="date" {...text('departureDate')} />
            <TextField label="Departure Time" required type="time" {...text('departureTime')} />
            <ListField
              label="Departure Time Zone"
              required
              placeholder="Choose a time zone"
              hint={timeZoneHint(departureCountry)}
              options={departureZones}
              {...select('departureTimeZone')}
            />
          </div>
        </fieldset>

        <fieldset className="flex flex-col gap-4">
          <legend className="mb-3 text-base font-semibold text-ink">Arrival</legend>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField label="Destination City" required autoComplete="off" {...text('arrivalCity')} />
            <ListField
              label="Arrival Country"
              required
              placeholder="Choose a country"
              options={countrySelectOptions()}
              {...select('arrivalCountry')}
            />
          </div>
          <TextField
            label="Arrival Address"
            required
            autoComplete="off"
            hint="Where you can meet the receiver, e.g. the airport or your hotel"
            {...text('arrivalAddress')}
          />
          <div className="grid gap-4 sm:grid-cols-3">
            <TextField label="Arrival Date" required type="date" {...text('arrivalDate')} />
            <TextField label="Arrival Time" required type="time" {...text('arrivalTime')} />
            <ListField
              label="Arrival Time Zone"
              required
              placeholder="Choose a time zone"
              hint={timeZoneHint(arrivalCountry)}
              options={arrivalZones}
              {...select('arrivalTimeZone')}
            />
          </div>
        </fieldset>

        <fieldset className="flex flex-col gap-4">
          <legend className="mb-3 text-base font-semibold text-ink">Flight and space</legend>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField label="Airline Name" required autoComplete="off" {...text('airline')} />
            <TextField
              label="Flight Number"
              required
              autoComplete="off"
              autoCapitalize="characters"
              hint="As printed on the ticket, e.g. KQ 532"
              {...text('flightNumber')}
            />
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label="Weight available for item"
              required
              inputMode="decimal"
              autoComplete="off"
              endAdornment={<span className="pr-3 text-sm text-muted">kg</span>}
              {...text('weightKg')}
            />
            <TextField
              label="Price"
              required
              inputMode="decimal"
              autoComplete="off"
              startAdornment="$"
              hint="Your fee per kg, in US dollars"
              {...text('feePerKgUsd')}
            />
          </div>
        </fieldset>

        <div className="flex justify-end">
          <Button type="submit" size="lg" loading={createTrip.isPending} className="w-full sm:w-auto">
            Upload
          </Button>
        </div>
      </form>

      <Dialog
        open={submitted}
        onClose={() => navigate(paths.trips.getHref('pending'))}
        icon={<SuccessIcon aria-hidden="true" className="size-12 text-success-600" />}
        title={tripMessages.submittedTitle}
        description={tripMessages.submittedBody}
        size="sm"
      >
        <Button fullWidth onClick={() => navigate(paths.trips.getHref('pending'))}>
          Proceed
        </Button>
      </Dialog>
    </>
  );
}

/** A Select bound to one form field, re-rendered only when its value or message changes. */
const ListField = memo(function ListField({
  name,
  onValue,
  onLeave,
  ...props
}: Omit<SelectProps, 'onChange' | 'onBlur' | 'name'> & {
  name: FieldName;
  onValue: (name: FieldName, value: string) => void;
  onLeave: (name: FieldName, event: FocusEvent<HTMLSelectElement>) => void;
}) {
  return (
    <Select
      {...props}
      name={name}
      onChange={(value) => onValue(name, value)}
      onBlur={(event) => onLeave(name, event)}
    />
  );
});

const ZONE_OF_COUNTRY: Partial<Record<FieldName, FieldName>> = {
  departureCountry: 'departureTimeZone',
  arrivalCountry: 'arrivalTimeZone',
};

const FORM_FIELDS = new Set<string>(Object.keys(emptyValues()));
const isFormField = (key: string) => FORM_FIELDS.has(key);
