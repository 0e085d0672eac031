/**
 * The size and count rules every upload follows (item photos, profile photo, national ID), in one place.
 * Per-file limits and accepted types stay with each form in packages/validation (the drop zones show them).
 */

const MB = 1024 * 1024;

/**
 * Bytes of uploads one account may have stored at once: item photos of all its orders, its profile photo and
 * its national ID, as stored after re-encoding (ASVS 12.1.3: per-user storage quota). A full order is at most
 * 6 × 5 MB and a re-encoded phone photo is usually 1–3 MB, so this is about 10 orders at the limit and well
 * over 50 ordinary ones.
 */
export const USER_UPLOAD_QUOTA_BYTES = 300 * MB;

/**
 * Largest image decoded, in pixels (width × height × frames), so a small file that expands to gigabytes of
 * pixels (a "decompression bomb") is refused before it is decoded. 50 MP takes a 48 MP phone photo.
 */
export const MAX_INPUT_PIXELS = 50_000_000;

/** JPEG and WebP quality of the re-encoded copy: visually the same as a phone's own output. */
export const REENCODE_QUALITY = 85;

/** Text parts of any upload form: size of one value (larger values are refused, not cut). */
export const MAX_TEXT_FIELD_BYTES = 16 * 1024;
