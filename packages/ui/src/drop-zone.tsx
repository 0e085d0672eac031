import { type ReactNode, useEffect, useId, useState } from 'react';
import { type Accept, ErrorCode, type FileError, type FileRejection, useDropzone } from 'react-dropzone';
import { Button } from './button';
import { cx } from './class-names';
import { hasSignature, headOf, matchesSignature } from './file-signature';
import { CloseIcon, FileIcon, UploadIcon } from './icons';

/** Accepted upload types unless a form narrows them: txt, xls, png, jpeg/jpg and gif. */
const DEFAULT_ACCEPT: Accept = {
  'text/plain': ['.txt'],
  'application/vnd.ms-excel': ['.xls'],
  'image/png': ['.png'],
  'image/jpeg': ['.jpeg', '.jpg'],
  'image/gif': ['.gif'],
};

const DEFAULT_DROP_ZONE_NOTE = 'Supported file types: XLS, TXT, PNG, JPEG, GIF';

export interface DropZoneProps {
  label: ReactNode;
  accept?: Accept;
  /** Bytes. No size limit by default: each form sets its own (docs/product/overview.md, Constants). */
  maxSize?: number;
  minSize?: number;
  /** Total number of files, counting those already chosen. No limit by default: each form sets its own. */
  maxFiles?: number;
  /** With false, a newly chosen file replaces the current one. Default true. */
  multiple?: boolean;
  files: File[];
  onFilesChange: (files: File[]) => void;
  /** A form-level message, e.g. a required upload that is missing. */
  error?: ReactNode;
  required?: boolean;
  note?: ReactNode;
  disabled?: boolean;
  className?: string;
}

// Same code and text as react-dropzone's own TOO_MANY_FILES_REJECTION ("Too many files",
// docs/product/messages.md).
const tooManyFiles: FileError = { code: ErrorCode.TooManyFiles, message: 'Too many files' };

/** "File type must be image/png, image/jpeg or image/gif": the catalogue's words, as the API says them. */
function typeMustBe(accept: Accept): string {
  const types = Object.keys(accept);
  const list = types.length > 1 ? `${types.slice(0, -1).join(', ')} or ${types.at(-1)}` : (types[0] ?? '');
  return `File type must be ${list}`;
}

/** The type the file claims: the browser's, else the one its extension has in `accept`. */
function claimedType(file: File, accept: Accept): string | undefined {
  if (file.type) return file.type;
  const name = file.name.toLowerCase();
  return Object.entries(accept).find(([, extensions]) =>
    [extensions].flat().some((extension: string) => name.endsWith(extension.toLowerCase())),
  )?.[0];
}

/**
 * Whether the file's content is what its type claims: a claimed image (or XLS) must begin with the bytes of one
 * of the accepted types that have a signature; a type without one (plain text) is taken as it is.
 */
async function contentMatches(file: File, accept: Accept): Promise<boolean> {
  const claimed = claimedType(file, accept);
  if (!claimed || !hasSignature(claimed)) return true;
  const head = await headOf(file);
  return Object.keys(accept).some((type) => hasSignature(type) && matchesSignature(type, head));
}

export function DropZone({
  label,
  accept = DEFAULT_ACCEPT,
  maxSize,
  minSize,
  maxFiles,
  multiple = true,
  files,
  onFilesChange,
  error,
  required,
  note = DEFAULT_DROP_ZONE_NOTE,
  disabled,
  className,
}: DropZoneProps) {
  const noteId = useId();
  const errorId = useId();
  const [rejections, setRejections] = useState<Array<{ file: File; errors: readonly FileError[] }>>([]);

  async function onDrop(dropped: File[], rejected: FileRejection[]) {
    // The content is checked as the file arrives, not at submit: "notes.png" holding text is refused here.
    const checks = await Promise.all(dropped.map((file) => contentMatches(file, accept)));
    const accepted = dropped.filter((_, index) => checks[index]);
    const wrongContent = dropped
      .filter((_, index) => !checks[index])
      .map((file) => ({
        file,
        errors: [
          {
            code: ErrorCode.FileInvalidType,
            message: `${typeMustBe(accept)}. Its content is not one of these, whatever its name says.`,
          },
        ],
      }));
    let added = accepted;
    let surplus: File[] = [];
    if (multiple && maxFiles !== undefined && maxFiles > 0) {
      // react-dropzone counts only the files of one drop; our limit includes the files already chosen.
      const room = Math.max(maxFiles - files.length, 0);
      added = accepted.slice(0, room);
      surplus = accepted.slice(room);
    }
    setRejections([
      ...rejected,
      ...wrongContent,
      ...surplus.map((file) => ({ file, errors: [tooManyFiles] })),
    ]);
    if (added.length > 0) onFilesChange(multiple ? [...files, ...added] : added.slice(0, 1));
  }

  const { getRootProps, getInputProps, open, isDragActive } = useDropzone({
    accept,
    maxSize,
    minSize,
    multiple,
    disabled,
    onDrop,
    // The "Choose file" button opens the picker; the area itself is only a drop target,
    // so keyboard and screen-reader users meet one real button instead of a clickable div.
    noClick: true,
    noKeyboard: true,
  });

  function removeFile(index: number) {
    setRejections([]);
    onFilesChange(files.filter((_, position) => position !== index));
  }

  const hasProblem = Boolean(error) || rejections.length > 0;
  return (
    <fieldset className={cx('flex min-w-0 flex-col gap-2', className)}>
      <legend className="mb-2 text-sm font-medium text-ink">
        {label}
        {required && (
          <>
            <span aria-hidden="true" className="ml-0.5 text-danger-600">
              *
            </span>
            {/* the space sits after the asterisk: invisible, but it separates "(required)" in the name */}{' '}
            <span className="sr-only">(required)</span>
          </>
        )}
      </legend>
      <div
        {...getRootProps({
          className: cx(
            'flex flex-col items-center justify-center gap-3 rounded-card border-2 border-dashed px-4 py-6 text-center',
            isDragActive
              ? 'border-brand-600 bg-brand-50'
              : hasProblem
                ? 'border-danger-600'
                : 'border-line bg-surface',
            disabled && 'opacity-60',
          ),
        })}
      >
        <input {...getInputProps({ 'aria-label': typeof label === 'string' ? label : 'Upload files' })} />
        <UploadIcon className="size-8 text-brand-600" />
        <p className="text-sm text-ink">{isDragActive ? 'Drop the files here' : 'Drag and drop'}</p>
        <p className="text-xs text-muted" aria-hidden="true">
          or
        </p>
        <Button
          variant="outline"
          size="sm"
          onClick={open}
          disabled={disabled}
          aria-describedby={cx(note ? noteId : undefined, hasProblem && errorId) || undefined}
        >
          Choose file
        </Button>
        {note && (
          <p id={noteId} className="text-xs text-muted">
            {note}
          </p>
        )}
      </div>

      <div id={errorId} role="alert" className="flex flex-col gap-1 text-sm font-medium text-danger-600">
        {error && <p>{error}</p>}
        {rejections.length > 0 && (
          <ul className="flex flex-col gap-1">
            {rejections.map(({ file, errors }, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: two rejected files may share a name
              <li key={`${file.name}-${index}`}>
                <span className="break-all">{file.name}</span>: {errors.map((e) => e.message).join('. ')}
              </li>
            ))}
          </ul>
        )}
      </div>

      {files.length > 0 && (
        <ul aria-label="Chosen files" className="flex flex-col gap-2">
          {files.map((file, index) => (
            <ChosenFile
              // biome-ignore lint/suspicious/noArrayIndexKey: files carry no id; name alone can repeat
              key={`${file.name}-${file.size}-${file.lastModified}-${index}`}
              file={file}
              onRemove={() => removeFile(index)}
            />
          ))}
        </ul>
      )}
    </fieldset>
  );
}

function ChosenFile({ file, onRemove }: { file: File; onRemove: () => void }) {
  const preview = useObjectUrl(file.type.startsWith('image/') ? file : undefined);
  return (
    <li className="flex items-center gap-3 rounded-control border border-line bg-surface p-2">
      {preview ? (
        <img src={preview} alt="" className="size-12 shrink-0 rounded object-cover" />
      ) : (
        <span className="flex size-12 shrink-0 items-center justify-center rounded bg-grey-100">
          <FileIcon className="size-6 text-muted" />
        </span>
      )}
      <span className="min-w-0 flex-1">
        {/* The whole name, wrapped where it must (at its hyphens first): never cut to "noti…". */}
        <span className="block text-sm font-medium break-words text-ink">{file.name}</span>
        <span className="block text-xs text-muted">{formatSize(file.size)}</span>
      </span>
      {/* A cross at phone widths, so the name keeps the row's room; "Remove" written out from 480px. */}
      <Button variant="ghost" size="sm" onClick={onRemove} aria-label={`Remove ${file.name}`}>
        <CloseIcon aria-hidden="true" className="size-4 min-[480px]:hidden" />
        <span className="hidden min-[480px]:inline">Remove</span>
      </Button>
    </li>
  );
}

/** An object URL for the file's preview, revoked when the file leaves the list or the list unmounts. */
function useObjectUrl(file: File | undefined): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!file) return;
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => {
      URL.revokeObjectURL(objectUrl);
      setUrl(undefined);
    };
  }, [file]);
  return url;
}

function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
