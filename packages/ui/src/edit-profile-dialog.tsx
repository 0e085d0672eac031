import type { CountryCode } from '@tote/validation/countries';
import { type Profile, type UpdateProfile, UpdateProfileSchema } from '@tote/validation/profiles';
import { useState } from 'react';
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
  /** The sender variant omits Rwanda and Kigali (SENDER_PROFILE_COUNTRIES / _STATES); shown by name. */
  countries: readonly CountryCode[];
  states: readonly string[];
  /** Saves; a rejection (an ApiError) is shown in the dialog, on its field when it names one. */
  onSave: (values: UpdateProfile) => Promise<unknown>;
}

const FIELDS = ['fullname', 'country', 'state'];

/** The person's current state stays choosable even when it is not in the list (e.g. one typed before the list). */
function optionsWith(list: readonly string[], current: string) {
  const values = current && !list.includes(current) ? [current, ...list] : list;
  return values.map((value) => ({ value, label: value }));
}

/**
 * Edit Profile (docs/product/sender.md, /sender-p): Full name, Country and State, prefilled; Save sends PUT
 * /users/{userId}/profile.
 */
export function EditProfileDialog({ open, onClose, ...formProps }: EditProfileDialogProps) {
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
  states,
  onSave,
  onCancel,
}: Omit<EditProfileDialogProps, 'open' | 'onClose'> & { onCancel: () => void }) {
  const [saving, setSaving] = useState(false);
  const [formError, setFormError] = useState<string>();
  const form = useSchemaForm({
    schema: UpdateProfileSchema,
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
        onChange={(value) => form.setValue('country', value)}
        placeholder="Choose your country"
        error={form.errorOf('country')}
      />
      <Select
        label="State"
        name="state"
        required
        autoComplete="address-level1"
        options={optionsWith(states, form.values.state)}
        value={form.values.state}
        onChange={(value) => form.setValue('state', value)}
        placeholder="Choose your state"
        error={form.errorOf('state')}
      />
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
