import type { CountryCode } from '@tote/validation/countries';
import { type Profile, type UpdateProfile, UpdateProfileSchema } from '@tote/validation/profiles';
import { Suspense, use, useEffect, useState } from 'react';
import { Button } from './button';
import { CountrySelect } from './country-select';
import { Dialog } from './dialog';
import { FormAlert, useSchemaForm } from './schema-form';
import { Select } from './select';
import { TextField } from './text-field';

export interface EditProfileDialogProps {
  open: boolean;
  onClose: () => void;
  profile: Pick<Profile, 'fullName' | 'country' | 'state'>;
  /** Offer only these countries (shown by name); every country by default, as at sign-up. */
  countries?: readonly CountryCode[];
  /** Saves; a rejection (an ApiError) is shown in the dialog, on its field when it names one. */
  onSave: (values: UpdateProfile) => Promise<unknown>;
}

const FIELDS = ['fullname', 'country', 'state'];

type Regions = typeof import('@tote/validation/regions');
let regionsModule: Promise<Regions> | undefined;
let loadedRegions: Regions | undefined;
/** The states of every country (about 130 KB): loaded once, when Edit Profile first opens. */
function loadRegions(): Promise<Regions> {
  regionsModule ??= import('@tote/validation/regions').then((module) => {
    loadedRegions = module;
    return module;
  });
  return regionsModule;
}

/** Starts loading the states (the dialog does it when its page shows; tests await it before opening). */
export function preloadRegions(): Promise<unknown> {
  return loadRegions();
}

/**
 * The shared schema, plus the state belonging to the country once the states are loaded (the API checks it
 * too): "United Kingdom / California" is refused before Save sends it.
 */
const ProfileFormSchema = {
  safeParse(values: unknown) {
    const result = UpdateProfileSchema.safeParse(values);
    if (!result.success || !loadedRegions) return result;
    const { country, state } = result.data;
    if (loadedRegions.isRegionOf(country, state)) return result;
    const issue = { path: ['state'], message: loadedRegions.regionNotInCountryMessage(country) };
    return { success: false as const, error: { issues: [issue] } };
  },
};

/**
 * Edit Profile (docs/product/sender.md, /sender-p): Full name, Country and State, prefilled; Save sends PUT
 * /users/{userId}/profile. The State follows the country: its states, provinces or regions to choose from, or a
 * free field where the country has no list.
 */
export function EditProfileDialog({ open, onClose, ...formProps }: EditProfileDialogProps) {
  // The states load while the page shows, so opening the dialog rarely waits on "Loading states…".
  useEffect(() => {
    void loadRegions();
  }, []);
  return (
    <Dialog open={open} onClose={onClose} title="Edit Profile" size="md">
      {/* Mounted only while open, so every opening starts from the saved profile. */}
      {open && <EditProfileForm onCancel={onClose} {...formProps} />}
    </Dialog>
  );
}

function EditProfileForm({
  profile,
  countries,
  onSave,
  onCancel,
}: Omit<EditProfileDialogProps, 'open' | 'onClose'> & { onCancel: () => void }) {
  const [saving, setSaving] = useState(false);
  const [formError, setFormError] = useState<string>();
  const form = useSchemaForm({
    schema: ProfileFormSchema,
    initialValues: { fullname: profile.fullName, country: profile.country, state: profile.state ?? '' },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    if (saving) return;
    setSaving(true);
    setFormError(undefined);
    try {
      await onSave(values);
    } catch (error) {
      setFormError(form.applyServerError(error, (key) => FIELDS.includes(key)));
      setSaving(false);
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <FormAlert>{formError}</FormAlert>
      <TextField label="Full name" required autoComplete="name" {...form.textField('fullname')} />
      <CountrySelect
        label="Country"
        name="country"
        required
        codes={countries}
        value={form.values.country}
        onChange={(value) => {
          form.setValue('country', value);
          // A state belongs to one country: another country starts its State afresh.
          form.setValue('state', '');
        }}
        placeholder="Choose your country"
        error={form.errorOf('country')}
      />
      <Suspense
        fallback={
          <Select
            label="State"
            name="state"
            required
            disabled
            options={[]}
            value=""
            onChange={() => {}}
            placeholder="Loading states…"
          />
        }
      >
        <StateField
          country={form.values.country}
          value={form.values.state}
          onChange={(value) => form.setValue('state', value)}
          onBlur={() => form.markLeft('state')}
          error={form.errorOf('state')}
        />
      </Suspense>
      <div className="mt-2 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
        <Button type="submit" loading={saving}>
          Save
        </Button>
      </div>
    </form>
  );
}

/** The State: a list of the country's states once they are loaded, or a text field where it has none. */
function StateField({
  country,
  value,
  onChange,
  onBlur,
  error,
}: {
  country: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  error?: string;
}) {
  // Once loaded, read at once: no suspending (and no fallback flash) after the first load.
  const regions = (loadedRegions ?? use(loadRegions())).regionsOf(country);
  if (regions.length === 0)
    return (
      <TextField
        label="State"
        name="state"
        required
        autoComplete="address-level1"
        hint="Your state, province or region"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        error={error}
      />
    );
  return (
    <Select
      label="State"
      name="state"
      required
      autoComplete="address-level1"
      options={regions.map((region) => ({ value: region, label: region }))}
      // A saved state of another country (from before the list followed the country) is not offered: the
      // person chooses one of this country's.
      value={regions.includes(value) ? value : ''}
      onChange={onChange}
      onBlur={onBlur}
      placeholder="Choose your state"
      error={error}
    />
  );
}
