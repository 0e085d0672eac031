/**
 * What a file's first bytes say it is, for the types our forms take that have a signature (the "magic bytes"
 * of each format's specification). The drop zone checks them when a file is dropped or chosen, so a text file
 * renamed "photo.png" is refused at once, by name, rather than at submit; the API checks the bytes again.
 */
const SIGNATURES: Record<string, (bytes: Uint8Array) => boolean> = {
  'image/png': (b) => starts(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  'image/jpeg': (b) => starts(b, [0xff, 0xd8, 0xff]),
  'image/gif': (b) => ascii(b, 0, 'GIF87a') || ascii(b, 0, 'GIF89a'),
  'image/webp': (b) => ascii(b, 0, 'RIFF') && ascii(b, 8, 'WEBP'),
  // XLS is an OLE2 compound file.
  'application/vnd.ms-excel': (b) => starts(b, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
  'application/pdf': (b) => ascii(b, 0, '%PDF-'),
};

/** Bytes read from the start of a file: enough for every signature above. */
export const SIGNATURE_BYTES = 16;

function starts(bytes: Uint8Array, expected: number[]): boolean {
  return expected.every((value, index) => bytes[index] === value);
}

function ascii(bytes: Uint8Array, offset: number, text: string): boolean {
  return [...text].every((char, index) => bytes[offset + index] === char.charCodeAt(0));
}

/** Whether the MIME type is one whose content can be checked (plain text, for one, has no signature). */
export const hasSignature = (mimeType: string) => mimeType in SIGNATURES;

/** Whether the bytes begin as `mimeType` files do. */
export function matchesSignature(mimeType: string, bytes: Uint8Array): boolean {
  return SIGNATURES[mimeType]?.(bytes) ?? false;
}

/** The file's first bytes. */
export async function headOf(file: Blob): Promise<Uint8Array> {
  return new Uint8Array(await file.slice(0, SIGNATURE_BYTES).arrayBuffer());
}
