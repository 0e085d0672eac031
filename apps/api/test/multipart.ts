/** One file part of a multipart/form-data body. */
export interface FilePart {
  name: string;
  filename: string;
  type: string;
  content: Uint8Array;
}

/**
 * A multipart/form-data body, as a browser's FormData would send it: repeated names as repeated parts. Fields
 * as an object, or as [name, value] pairs where names may repeat or be hostile (`__proto__[]`, for the fuzz).
 */
export function multipart(
  fields: Record<string, string | string[]> | readonly (readonly [string, string])[],
  files: readonly FilePart[] = [],
) {
  const boundary = `----tote${Math.random().toString(16).slice(2)}`;
  const pairs = Array.isArray(fields)
    ? fields
    : Object.entries(fields).flatMap(([name, value]) => [value].flat().map((one) => [name, one] as const));
  const chunks: Buffer[] = [];
  for (const [name, value] of pairs) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.name}"; filename="${file.filename}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      Buffer.from(file.content),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
