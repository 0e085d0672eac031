import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AVATAR_MAX_BYTES, profileMessages } from '@tote/validation/profiles';
import { describe, expect, it, vi } from 'vitest';
import { AvatarPicker, checkAvatarFile } from './avatar-picker';

const file = (size: number, type: string, name = 'photo') => new File([new Uint8Array(size)], name, { type });

describe('checkAvatarFile (the profile photo’s rules)', () => {
  it('takes images below 2MB only', () => {
    expect(checkAvatarFile(file(10, 'image/webp'))).toBeUndefined();
    expect(checkAvatarFile(file(AVATAR_MAX_BYTES - 1, 'image/jpeg'))).toBeUndefined();
    expect(checkAvatarFile(file(AVATAR_MAX_BYTES, 'image/png'))).toBe(profileMessages.avatarTooLarge);
    expect(checkAvatarFile(file(10, 'image/svg+xml'))).toBe(profileMessages.avatarType);
    expect(checkAvatarFile(file(10, 'text/plain'))).toBe(profileMessages.avatarType);
  });
});

describe('AvatarPicker', () => {
  it('hands over a good photo and refuses another type with a message', async () => {
    const onPick = vi.fn();
    const user = userEvent.setup({ applyAccept: false });
    render(<AvatarPicker name="Ada Lovelace" onPick={onPick} />);
    const input = screen.getByLabelText('Change photo');
    expect(input).toHaveAccessibleDescription('Photo must be below 2MB.');

    await user.upload(input, file(10, 'application/pdf', 'cv.pdf'));
    expect(screen.getByRole('alert')).toHaveTextContent(profileMessages.avatarType);
    expect(onPick).not.toHaveBeenCalled();

    const photo = file(10, 'image/png', 'me.png');
    await user.upload(input, photo);
    expect(onPick).toHaveBeenCalledWith(photo);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('is busy while uploading, and shows the server’s refusal in place of the hint', () => {
    const { rerender } = render(<AvatarPicker name="Ada Lovelace" onPick={() => {}} uploading />);
    expect(screen.getByLabelText('Change photo')).toBeDisabled();
    expect(screen.getByLabelText('Change photo')).toHaveAccessibleDescription('Uploading photo…');

    rerender(<AvatarPicker name="Ada Lovelace" onPick={() => {}} error={profileMessages.avatarType} />);
    expect(screen.getByRole('alert')).toHaveTextContent(profileMessages.avatarType);
    expect(screen.getByLabelText('Change photo')).toHaveAccessibleDescription(profileMessages.avatarType);
    expect(screen.queryByText('Photo must be below 2MB.')).not.toBeInTheDocument();
  });
});
