import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, unlink } from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { MultipartFile } from '@fastify/multipart';
import { commonErrors } from '@tote/validation/contract';
import type { ErrorDef } from '@tote/validation/errors';
import { uploadErrors, uploadMessages } from '@tote/validation/uploads';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { fileTypeFromFile } from 'file-type';
import sharp from 'sharp';
import type { Database } from '../../db/client';
import { raise } from '../../errors';
import type { UploadFolder } from './storage-types';
import {
  MAX_INPUT_PIXELS,
  MAX_TEXT_FIELD_BYTES,
  REENCODE_QUALITY,
  USER_UPLOAD_QUOTA_BYTES,
} from './uploads.policy';
import { lockUploader, type ReplacedUpload, storedUploadBytes } from './uploads.repo';

export type { ReplacedUpload } from './uploads.repo';

// The one way a file comes in (POST /orders, PUT /users/:userId/avatar, POST /me/traveler-verification).
// ASVS 12.1 / 12.2 / OWASP File Upload Cheat Sheet: allowlisted field names, size limits while the bytes
// arrive, type by content, a quota per person, random names outside every served folder, and a re-encoded copy
// so no metadata (EXIF GPS, camera serials, XMP) or appended payload is ever stored or served.
//
// The route runs its role and ownership checks in a preValidation hook (with assertUploadRoom), so a refused
// request is answered before a byte of its body is read: @fastify/multipart's content-type parser does not read
// the stream, only readUploadForm does.

// Each image is read once: libvips' operation cache would only hold memory.
sharp.cache(false);

/** The form a route takes: its text fields (an allowlist) and its one file field. */
export interface UploadFormSpec {
  /** Text fields by name; `repeat` is how many values the field takes (sent as `name` or `name[]` parts). */
  fields: Readonly<Record<string, { repeat?: number }>>;
  file: {
    name: string;
    maxCount: number;
    /** A file larger than this is refused with 413 while it arrives. */
    maxBytes: number;
    /**
     * Where the stored copies go (storage.ts: the local disk or an S3-compatible store, ADR 022); the raw bytes
     * arrive in its scratch folder first (created 0700) and never leave this machine.
     */
    folder: UploadFolder;
    /** Accepted types, decided from the bytes (file-type), never from the name or the claimed type. */
    accept: Readonly<Record<string, readonly string[]>>;
    messages: { tooLarge: string; type: string; tooMany?: string };
  };
}

/** A file as stored: re-encoded, under a random name in the spec's folder. */
export interface StoredUpload {
  /** The object's name in `folder` (a uuid: no user input in the key). */
  key: string;
  /** Detected from the bytes; the re-encoded copy has the same type. */
  contentType: string;
  /** Size of the stored copy: what the quota counts. */
  sizeBytes: number;
  /** sha256 (hex) of the bytes as uploaded, so a repeated request can be recognised (idempotency). */
  sha256: string;
}

interface ReceivedFile {
  rawPath: string;
  sizeBytes: number;
  sha256: string;
}

/** A catalogued error about the file field, with the route's own message for it (also under the field's name). */
const fileError = (error: ErrorDef, field: string, message: string) =>
  raise(error, { message, fields: { [field]: message } });

/** Control characters and quotes out, at most 60 characters: the name goes back in the message. */
const printable = (name: string) => name.replace(/[^\p{L}\p{N}\p{P}\p{S} ]/gu, '?').slice(0, 60);

/**
 * A read form: its allowlisted text values and the files received so far. Files stay temporary until
 * `storeFiles()` re-encodes them and `keep()` is called after the database write that names them; `dispose()`
 * (always, in a finally) deletes every temporary file and, unless kept, the stored ones.
 */
export class UploadForm {
  private readonly text = new Map<string, string[]>();
  private readonly received: ReceivedFile[] = [];
  private readonly temporary = new Set<string>();
  private readonly stored: string[] = [];
  private kept = false;
  private dirReady = false;

  constructor(
    private readonly spec: UploadFormSpec,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** The first value of a text field, or undefined. */
  value(name: string): string | undefined {
    return this.text.get(name)?.[0];
  }

  /** Every value of a text field, in the order sent (undefined when none was sent). */
  values(name: string): string[] | undefined {
    return this.text.get(name);
  }

  /** The allowlisted single-value fields as a plain object (no repeat fields), for a zod schema. */
  singleValues(): Record<string, string> {
    const entries: [string, string][] = [];
    for (const [name, values] of this.text) {
      if (!this.spec.fields[name]?.repeat && values[0] !== undefined) entries.push([name, values[0]]);
    }
    return Object.fromEntries(entries);
  }

  /** How many non-empty files arrived. */
  get fileCount(): number {
    return this.received.length;
  }

  /** sha256 of each file as uploaded, in order. */
  get fileDigests(): string[] {
    return this.received.map((file) => file.sha256);
  }

  addText(name: string, value: string) {
    this.text.set(name, [...(this.text.get(name) ?? []), value]);
  }

  async receive(part: MultipartFile): Promise<void> {
    const { folder, messages, name } = this.spec.file;
    const dir = folder.scratchDir;
    if (!this.dirReady) {
      await mkdir(dir, { recursive: true, mode: 0o700 });
      this.dirReady = true;
    }
    const rawPath = path.join(dir, `.${randomUUID()}.upload`);
    this.temporary.add(rawPath);
    const hash = createHash('sha256');
    let sizeBytes = 0;
    const measure = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        hash.update(chunk);
        sizeBytes += chunk.length;
        callback(null, chunk);
      },
    });
    await pipeline(part.file, measure, createWriteStream(rawPath, { flags: 'wx', mode: 0o600 }));
    // busboy stops at maxBytes and marks the stream truncated; the part is refused whole.
    if (part.file.truncated) throw fileError(uploadErrors.fileTooLarge, name, messages.tooLarge);
    if (sizeBytes === 0) {
      // A form without a chosen file still sends an empty part: it is no file.
      await this.remove(rawPath);
      return;
    }
    this.received.push({ rawPath, sizeBytes, sha256: hash.digest('hex') });
  }

  /**
   * Checks each file's type by its bytes and stores a re-encoded copy under a random name. sharp writes no
   * metadata unless asked (no EXIF, GPS, XMP, IPTC or ICC), and autoOrient first turns the pixels the way the
   * EXIF orientation said, so photos stay upright without it. Only the re-encoded copy reaches the store.
   */
  async storeFiles(): Promise<StoredUpload[]> {
    const { accept, folder, messages, name } = this.spec.file;
    const refused = () => fileError(uploadErrors.fileType, name, messages.type);
    const stored: StoredUpload[] = [];
    for (const file of this.received) {
      const type = await fileTypeFromFile(file.rawPath);
      if (!type || !Object.hasOwn(accept, type.mime)) throw refused();
      const key = randomUUID();
      let copy: Buffer;
      try {
        copy = await reencode(file.rawPath, type.mime);
      } catch (error) {
        // Not decodable after all (corrupt, truncated, or more pixels than MAX_INPUT_PIXELS).
        this.log.info({ err: error, contentType: type.mime }, 'an upload could not be re-encoded');
        throw refused();
      }
      // Named before the write: a write that fails half-way is deleted by dispose() like any unkept copy.
      this.stored.push(key);
      await folder.put(key, copy, type.mime);
      await this.remove(file.rawPath);
      stored.push({ key, contentType: type.mime, sizeBytes: copy.length, sha256: file.sha256 });
    }
    return stored;
  }

  /** The stored files are now named by a committed database row: dispose() leaves them. */
  keep(): void {
    this.kept = true;
  }

  async dispose(): Promise<void> {
    const doomed = [...this.temporary];
    const unkept = this.kept ? [] : [...this.stored];
    this.temporary.clear();
    this.stored.length = 0;
    await Promise.all([
      ...doomed.map((filePath) => this.remove(filePath)),
      ...unkept.map((key) =>
        this.spec.file.folder.delete(key).catch((error: unknown) => {
          this.log.error(
            { err: error, folder: this.spec.file.folder.name, key },
            'could not delete an unkept upload',
          );
        }),
      ),
    ]);
  }

  private async remove(filePath: string) {
    this.temporary.delete(filePath);
    await unlink(filePath).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT')
        this.log.error({ err: error, filePath }, 'could not delete an upload file');
    });
  }
}

async function reencode(input: string, mime: string): Promise<Buffer> {
  const animated = mime === 'image/gif' || mime === 'image/webp';
  const image = sharp(input, {
    animated,
    autoOrient: true,
    limitInputPixels: MAX_INPUT_PIXELS,
    // A warning (e.g. bytes after the end of a PNG) is no reason to refuse; a decode error is.
    failOn: 'error',
  });
  switch (mime) {
    case 'image/jpeg':
      return image.jpeg({ quality: REENCODE_QUALITY }).toBuffer();
    case 'image/png':
      return image.png().toBuffer();
    case 'image/gif':
      return image.gif().toBuffer();
    case 'image/webp':
      return image.webp({ quality: REENCODE_QUALITY }).toBuffer();
    default:
      throw new Error(`no encoder for ${mime}`);
  }
}

/**
 * busboy's own parse errors ("Boundary not found", "Unexpected end of form", "Malformed part header", ...) are
 * plain Errors: the client sent them. Anything else (our HttpErrors and @fastify/multipart's 4xx pass as they
 * are; a TypeError is a bug; a file system error has a syscall) is not a broken form.
 */
function isMalformedForm(error: unknown): boolean {
  return (
    error instanceof Error &&
    Object.getPrototypeOf(error) === Error.prototype &&
    !('syscall' in error) &&
    typeof (error as { statusCode?: unknown }).statusCode !== 'number'
  );
}

function unknownField(name: string) {
  return raise(uploadErrors.unknownField, { message: uploadMessages.unknownField(printable(name)) });
}

/** Which allowlisted field a text part fills: `name`, or `name[]` for a field that repeats. */
function fieldOf(spec: UploadFormSpec, partName: string): string | undefined {
  if (typeof partName !== 'string') return undefined; // busboy gives a part without a name no name at all
  const base = partName.endsWith('[]') ? partName.slice(0, -2) : partName;
  const field = Object.hasOwn(spec.fields, base) ? spec.fields[base] : undefined;
  if (!field || (base !== partName && !field.repeat)) return undefined;
  return base;
}

/**
 * Reads a multipart form: text parts only when their name is allowlisted (anything else is a 400 naming it),
 * files of the spec's field streamed to temporary files in the folder's scratch dir, size-limited while they arrive.
 * The caller must `dispose()` the form in a finally; on an error here, its files are already deleted.
 */
export async function readUploadForm(request: FastifyRequest, spec: UploadFormSpec): Promise<UploadForm> {
  if (!request.isMultipart()) {
    throw raise(uploadErrors.notMultipart);
  }
  const form = new UploadForm(spec, request.log);
  const textValues = Object.values(spec.fields).reduce((sum, field) => sum + (field.repeat ?? 1), 0);
  const { file } = spec;
  try {
    for await (const part of request.parts({
      limits: {
        fileSize: file.maxBytes,
        files: file.maxCount,
        // One more than the form has, so the first unexpected part is seen and named (unknown_field).
        fields: textValues + 1,
        fieldSize: MAX_TEXT_FIELD_BYTES,
        parts: textValues + file.maxCount + 1,
      },
    })) {
      if (part.type === 'file') {
        if (part.fieldname !== file.name) throw unknownField(String(part.fieldname ?? ''));
        await form.receive(part);
        continue;
      }
      const name = fieldOf(spec, part.fieldname);
      if (!name) throw unknownField(String(part.fieldname ?? ''));
      if (typeof part.value !== 'string' || part.valueTruncated) {
        const message =
          typeof part.value === 'string'
            ? uploadMessages.textTooLong(MAX_TEXT_FIELD_BYTES)
            : uploadMessages.textOnly;
        throw raise(commonErrors.validation, {
          message: 'Please correct 1 field and try again.',
          fields: { [name]: message },
        });
      }
      form.addText(name, part.value);
    }
  } catch (error) {
    await form.dispose();
    const code = (error as { code?: unknown }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw fileError(uploadErrors.fileTooLarge, file.name, file.messages.tooLarge);
    }
    if (code === 'FST_FILES_LIMIT') {
      throw fileError(
        uploadErrors.tooManyFiles,
        file.name,
        file.messages.tooMany ?? uploadMessages.tooManyFiles,
      );
    }
    if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') {
      throw raise(uploadErrors.tooManyParts);
    }
    if (isMalformedForm(error)) {
      request.log.info({ err: error }, 'an upload form could not be parsed');
      throw raise(uploadErrors.malformedForm);
    }
    throw error;
  }
  return form;
}

function quotaExceeded(field: string) {
  const message = uploadMessages.quotaExceeded(USER_UPLOAD_QUOTA_BYTES);
  return raise(uploadErrors.quotaExceeded, { message, fields: { [field]: message } });
}

/**
 * Before the body is read (preValidation): refuses when the person's stored uploads already fill the quota, so a
 * full account does not even send its files. `replaced` names the file this upload replaces, which stops
 * counting.
 */
export async function assertUploadRoom(
  db: Database,
  userId: string,
  field: string,
  replaced?: ReplacedUpload,
): Promise<void> {
  if ((await storedUploadBytes(db, userId, replaced)) >= USER_UPLOAD_QUOTA_BYTES) throw quotaExceeded(field);
}

/**
 * Inside the transaction that records the stored files: locks the person's row (so two uploads at once are
 * counted one after the other) and refuses when the new files would pass the quota.
 */
export async function reserveUploadRoom(
  tx: Database,
  userId: string,
  files: Pick<StoredUpload, 'sizeBytes'>[],
  field: string,
  replaced?: ReplacedUpload,
): Promise<void> {
  await lockUploader(tx, userId);
  const adding = files.reduce((sum, file) => sum + file.sizeBytes, 0);
  if ((await storedUploadBytes(tx, userId, replaced)) + adding > USER_UPLOAD_QUOTA_BYTES) {
    throw quotaExceeded(field);
  }
}
