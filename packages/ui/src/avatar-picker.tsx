import { AVATAR_ACCEPT, isAvatarSizeAllowed, profileMessages } from '@tote/validation/profiles';
import { type ChangeEvent, useId, useState } from 'react';
import { Avatar } from './avatar';
import { cx } from './class-names';
import { CameraIcon } from './icons';
import { SpinnerGraphic } from './spinner';

export interface AvatarPickerProps {
  /** The person's name: the picture's alternative text and the initials when there is no photo. */
  name: string;
  src?: string;
  /** Called with a file that passed the same checks as the server's (an image below 2 MB). */
  onPick: (photo: File) => void;
  /** While the photo uploads the control is busy and cannot be used again. */
  uploading?: boolean;
  /** The server's answer when it refused the photo. */
  error?: string;
  className?: string;
}

const ACCEPT = Object.keys(AVATAR_ACCEPT).join(',');

/**
 * What is wrong with a picked file before it is sent (docs/product/messages.md, Profile and settings), or
 * undefined.
 */
export function checkAvatarFile(photo: File): string | undefined {
  if (!Object.hasOwn(AVATAR_ACCEPT, photo.type)) return profileMessages.avatarType;
  if (!isAvatarSizeAllowed(photo.size)) return profileMessages.avatarTooLarge;
  return undefined;
}

/**
 * The profile's photo with its change-photo control (docs/product/sender.md, /sender-p): "the photo must be
 * below 2MB; the picker accepts images only". The file input is the control itself (visually a camera button
 * on the photo), so keyboards, screen readers and phones' photo pickers all work without script tricks.
 */
export function AvatarPicker({ name, src, onPick, uploading = false, error, className }: AvatarPickerProps) {
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const [pickError, setPickError] = useState<string>();
  const shown = pickError ?? error;

  function onChange(event: ChangeEvent<HTMLInputElement>) {
    const photo = event.target.files?.[0];
    // Cleared, so picking the same file again (after fixing it elsewhere) still reports a change.
    event.target.value = '';
    if (!photo) return;
    const problem = checkAvatarFile(photo);
    setPickError(problem);
    if (!problem) onPick(photo);
  }

  return (
    <div className={cx('flex w-48 flex-col items-center gap-2 text-center', className)}>
      <div className="relative">
        <Avatar name={name} src={src} size="lg" className="ring-4 ring-surface" />
        <label
          htmlFor={inputId}
          className={cx(
            'absolute -right-1 -bottom-1 inline-flex size-9 cursor-pointer items-center justify-center rounded-full',
            'bg-brand-600 text-white shadow-md ring-2 ring-surface hover:bg-brand-700',
            'has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600',
            uploading && 'pointer-events-none opacity-80',
          )}
        >
          {uploading ? <SpinnerGraphic size="sm" /> : <CameraIcon aria-hidden="true" className="size-4" />}
          <span className="sr-only">Change photo</span>
          <input
            id={inputId}
            type="file"
            accept={ACCEPT}
            onChange={onChange}
            disabled={uploading}
            aria-describedby={shown ? errorId : hintId}
            aria-invalid={shown ? true : undefined}
            className="sr-only"
          />
        </label>
      </div>
      {/* One line under the photo: the rule, or what was wrong with the picked file (in its place). */}
      {shown ? (
        <p id={errorId} role="alert" className="text-xs font-medium text-danger-600">
          {shown}
        </p>
      ) : (
        <p id={hintId} className="text-xs text-muted">
          {uploading ? 'Uploading photo…' : 'Photo must be below 2MB.'}
        </p>
      )}
    </div>
  );
}
