import { ApiError } from '@tote/api-client/client';
import { Button } from '@tote/ui/button';
import { CountrySelect } from '@tote/ui/country-select';
import { DropZone } from '@tote/ui/drop-zone';
import { SuccessIcon } from '@tote/ui/icons';
import { LazyDialog } from '@tote/ui/lazy-dialog';
import { ContentLayout } from '@tote/ui/page-layout';
import { FormAlert, useSchemaForm } from '@tote/ui/schema-form';
import { TextField } from '@tote/ui/text-field';
import { CreateOrderSchema } from '@tote/validation/order-form';
import {
  MAX_ORDER_IMAGES,
  ORDER_IMAGE_ACCEPT,
  ORDER_IMAGE_MAX_BYTES,
  type Order,
  orderMessages,
} from '@tote/validation/orders';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useCreateOrder } from '../api/create-order';
import { DeclaredContentsSection } from './declared-contents-section';
import { ItemNamesField } from './item-names-field';

/**
 * Suggestions for "Item(s) to be delivered" (docs/product/sender.md, Request Delivery: "a category such as
 * gadgets or clothes"); any text is fine.
 */
const CATEGORY_SUGGESTIONS = [
  'Gadgets',
  'Clothes',
  'Documents',
  'Food items',
  'Cosmetics',
  'Books',
  'Shoes',
  'Jewellery',
  'Medicines',
  'Toys',
];

const initialValues = {
  category: '',
  itemNames: [''],
  pickupAddress: '',
  pickupCountry: '',
  deliveryAddress: '',
  deliveryCountry: '',
  receiverName: '',
  receiverPhone: '',
  weightKg: '',
  priceUsd: '',
  /** Declared contents: none of the items is on the prohibited items list (declared-contents-section.tsx). */
  contentsAttested: false,
};
type FormValues = typeof initialValues;
type TextFieldName = Exclude<keyof FormValues, 'itemNames' | 'contentsAttested'>;

const newIdempotencyKey = () => crypto.randomUUID();

/** Server errors about the upload that name no field still belong under the drop zone. */
const IMAGE_ERROR_CODES = new Set(['file_type', 'too_many_files', 'file_too_large', 'images_required']);

/** Request Delivery (/request) with its fields: docs/product/sender.md, Request Delivery. */
export function RequestDeliveryScreen() {
  const navigate = useNavigate();
  const createOrder = useCreateOrder();
  const form = useSchemaForm({ schema: CreateOrderSchema, initialValues });
  const [images, setImages] = useState<File[]>([]);
  const [imagesServerError, setImagesServerError] = useState<string>();
  const [formError, setFormError] = useState<string>();
  // Made once per form, so a double click or a retry after a lost answer creates one order (ADR: API contract).
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  const [created, setCreated] = useState<Order>();
  const ids = { categories: useId() };

  const imagesError =
    imagesServerError ?? (form.submitted && images.length === 0 ? orderMessages.imagesRequired : undefined);

  const onSubmit = form.handleSubmit((fields) => {
    if (createOrder.isPending) return;
    setFormError(undefined);
    setImagesServerError(undefined);
    createOrder.mutate(
      { fields, images, idempotencyKey },
      {
        onSuccess: (order) => setCreated(order),
        onError: (error) => {
          if (error instanceof ApiError && (IMAGE_ERROR_CODES.has(error.code) || error.fields.images)) {
            setImagesServerError(error.fields.images ?? error.message);
            form.applyServerError(error, (key) => key !== 'images' && isFormField(key));
            return;
          }
          setFormError(form.applyServerError(error, isFormField));
        },
      },
    );
  }, images.length > 0);

  function startNewRequest() {
    setCreated(undefined);
    form.reset();
    setImages([]);
    setImagesServerError(undefined);
    setFormError(undefined);
    setIdempotencyKey(newIdempotencyKey());
    createOrder.reset();
  }

  const text = (name: TextFieldName) => ({
    name,
    value: form.values[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => form.setValue(name, event.target.value),
    onBlur: (event: React.FocusEvent<HTMLInputElement>) => form.markLeft(name, event),
    error: form.errorOf(name),
  });

  const country = (name: 'pickupCountry' | 'deliveryCountry') => ({
    name,
    value: form.values[name],
    onChange: (value: string) => form.setValue(name, value),
    onBlur: (event: React.FocusEvent<HTMLSelectElement>) => form.markLeft(name, event),
    error: form.errorOf(name),
  });

  return (
    <ContentLayout title="Request Delivery" back={{ href: paths.home.getHref(), label: 'Back to Home' }}>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5 p-4 sm:p-6">
        <FormAlert>{formError}</FormAlert>
        <p className="text-sm text-muted">
          Fields marked <span className="text-danger-600">*</span> are required.
        </p>

        <fieldset className="flex flex-col gap-4">
          <legend className="mb-3 text-base font-semibold text-ink">What you are sending</legend>
          <TextField
            label="Item(s) to be delivered"
            required
            list={ids.categories}
            autoComplete="off"
            hint="A category, e.g. Gadgets or Clothes"
            {...text('category')}
          />
          <datalist id={ids.categories}>
            {CATEGORY_SUGGESTIONS.map((category) => (
              <option key={category} value={category} />
            ))}
          </datalist>
          <ItemNamesField
            itemNames={form.values.itemNames}
            onChange={(itemNames, key) => form.setValue('itemNames', itemNames, key)}
            onBlur={form.markLeft}
            errorOf={form.errorOf}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label="Weight of the Item(s)"
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
              hint="What the items are worth, in US dollars"
              {...text('priceUsd')}
            />
          </div>
        </fieldset>

        <fieldset className="flex flex-col gap-4">
          <legend className="mb-3 text-base font-semibold text-ink">Where it goes</legend>
          <div className="grid gap-4 sm:grid-cols-[2fr_1fr]">
            <TextField label="Address sending from" required autoComplete="off" {...text('pickupAddress')} />
            <CountrySelect label="Country sending from" required {...country('pickupCountry')} />
          </div>
          <div className="grid gap-4 sm:grid-cols-[2fr_1fr]">
            <TextField
              label="Address delivering to"
              required
              autoComplete="off"
              {...text('deliveryAddress')}
            />
            <CountrySelect label="Country delivering to" required {...country('deliveryCountry')} />
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField label="Name of Receiver" required autoComplete="off" {...text('receiverName')} />
            <TextField
              label="Phone Number of Receiver"
              required
              type="tel"
              autoComplete="off"
              hint="International format, starting with + and the country code, e.g. +250 788 123 456"
              {...text('receiverPhone')}
            />
          </div>
        </fieldset>

        <DropZone
          label="Image(s) of item(s)"
          required
          accept={ORDER_IMAGE_ACCEPT}
          maxSize={ORDER_IMAGE_MAX_BYTES}
          maxFiles={MAX_ORDER_IMAGES}
          files={images}
          onFilesChange={(files) => {
            setImages(files);
            setImagesServerError(undefined);
          }}
          error={imagesError}
          note={`Up to ${MAX_ORDER_IMAGES} photos, PNG, JPEG or GIF, each up to ${ORDER_IMAGE_MAX_BYTES / (1024 * 1024)} MB`}
        />

        <DeclaredContentsSection
          category={form.values.category}
          itemNames={form.values.itemNames}
          priceUsd={form.values.priceUsd}
          deliveryCountry={form.values.deliveryCountry}
          attested={form.values.contentsAttested}
          onAttestedChange={(attested) => form.setValue('contentsAttested', attested)}
          error={form.errorOf('contentsAttested')}
        />

        <div className="flex justify-end">
          <Button type="submit" size="lg" loading={createOrder.isPending} className="w-full sm:w-auto">
            Connect with a Traveler
          </Button>
        </div>
      </form>

      <LazyDialog
        open={created !== undefined}
        onClose={startNewRequest}
        showCloseButton
        icon={<SuccessIcon aria-hidden="true" className="size-12 text-success-600" />}
        title="Successful!"
        description="You will get a notification when you have been matched with a Traveler."
        size="sm"
      >
        <Button
          fullWidth
          onClick={() => created && navigate(paths.deliveryTracking.getHref(created.deliveryId))}
        >
          Proceed
        </Button>
      </LazyDialog>
    </ContentLayout>
  );
}

const FORM_FIELDS = new Set<string>(Object.keys(initialValues));
/** "category", "itemNames" or "itemNames.2": a key this form shows a message for. */
const isFormField = (key: string) => FORM_FIELDS.has(key.split('.')[0] ?? '');
