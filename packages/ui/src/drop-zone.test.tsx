import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { DropZone, type DropZoneProps } from './drop-zone';

// jsdom has no object URLs; record what the component creates and revokes.
const createObjectURL = vi.fn((file: Blob) => `blob:preview/${(file as File).name}`);
const revokeObjectURL = vi.fn();
beforeEach(() => {
  createObjectURL.mockClear();
  revokeObjectURL.mockClear();
  Object.assign(URL, { createObjectURL, revokeObjectURL });
});

function Upload(props: Partial<DropZoneProps>) {
  const [files, setFiles] = useState<File[]>([]);
  return <DropZone label="Upload National ID" files={files} onFilesChange={setFiles} {...props} />;
}

// The browser filters by `accept` before react-dropzone sees the file; turn that off to test our messages.
const user = () => userEvent.setup({ applyAccept: false });
const input = () => screen.getByLabelText('Upload National ID') as HTMLInputElement;
// A PNG's signature and then padding: the drop zone reads the first bytes of every image it is given.
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const png = (name = 'id.png', size = 10) =>
  new File(
    [new Uint8Array([...PNG_SIGNATURE, ...Array(Math.max(size - 8, 0)).fill(0)].slice(0, size))],
    name,
    {
      type: 'image/png',
    },
  );

describe('DropZone', () => {
  it('shows the drop text, a Choose file button and the supported types note', () => {
    render(<Upload required />);
    expect(screen.getByRole('group', { name: 'Upload National ID (required)' })).toBeInTheDocument();
    expect(screen.getByText('Drag and drop')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choose file' })).toBeInTheDocument();
    expect(screen.getByText('Supported file types: XLS, TXT, PNG, JPEG, GIF')).toBeInTheDocument();
  });

  it('lists a chosen image with a preview and removes it, revoking the preview URL', async () => {
    render(<Upload />);
    await user().upload(input(), png('passport.png'));
    const list = await screen.findByRole('list', { name: 'Chosen files' });
    expect(within(list).getByText('passport.png')).toBeInTheDocument();
    // The preview is decorative (the name is written beside it), so it is found by its URL.
    await waitFor(() =>
      expect(list.querySelector('img')).toHaveAttribute('src', 'blob:preview/passport.png'),
    );

    await user().click(screen.getByRole('button', { name: 'Remove passport.png' }));
    expect(screen.queryByRole('list', { name: 'Chosen files' })).not.toBeInTheDocument();
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:preview/passport.png');
  });

  it('rejects a file of the wrong type with react-dropzone’s message in red', async () => {
    render(<Upload />);
    await user().upload(input(), new File(['%PDF'], 'scan.pdf', { type: 'application/pdf' }));
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(/scan\.pdf: File type must be one of text\/plain, \.txt/);
    expect(alert).toHaveClass('text-danger-600');
    expect(screen.queryByRole('list', { name: 'Chosen files' })).not.toBeInTheDocument();
  });

  it('refuses a text file named .png when it is dropped, naming the file, and lists no broken preview', async () => {
    render(
      <Upload accept={{ 'image/png': ['.png'], 'image/jpeg': ['.jpeg', '.jpg'], 'image/gif': ['.gif'] }} />,
    );
    await user().upload(
      input(),
      new File(['meeting notes, not a picture'], 'notes.png', { type: 'image/png' }),
    );
    const alert = screen.getByRole('alert');
    await waitFor(() =>
      expect(alert).toHaveTextContent(
        'notes.png: File type must be image/png, image/jpeg or image/gif. Its content is not one of these, whatever its name says.',
      ),
    );
    expect(screen.queryByRole('list', { name: 'Chosen files' })).not.toBeInTheDocument();
    expect(createObjectURL).not.toHaveBeenCalled();
    // A real PNG beside it is taken.
    await user().upload(input(), png('parcel.png'));
    expect(await screen.findByRole('list', { name: 'Chosen files' })).toHaveTextContent('parcel.png');
  });

  it('says "Too many files" past maxFiles, counting files already chosen', async () => {
    render(<Upload maxFiles={2} />);
    await user().upload(input(), png('one.png'));
    await user().upload(input(), [png('two.png'), png('three.png')]);
    const list = screen.getByRole('list', { name: 'Chosen files' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('alert')).toHaveTextContent('three.png: Too many files');
  });

  it('reports files above maxSize and below minSize', async () => {
    render(<Upload maxSize={100} minSize={5} />);
    await user().upload(input(), [png('big.png', 200), png('tiny.png', 2)]);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('big.png: File is larger than 100 bytes');
    expect(alert).toHaveTextContent('tiny.png: File is smaller than 5 bytes');
  });

  it('revokes previews when unmounted', async () => {
    const { unmount } = render(<Upload />);
    await user().upload(input(), png('selfie.png'));
    unmount();
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:preview/selfie.png');
  });
});
