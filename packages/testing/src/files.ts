// Files for upload tests: the drop zone reads each image's first bytes (@tote/ui/file-signature), so a test's
// image must begin as a real one does.

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** A file the drop zone takes as a PNG (its 8-byte signature), named `name`. */
export function pngFile(name: string): File {
  return new File([new Uint8Array(PNG_SIGNATURE)], name, { type: 'image/png' });
}
