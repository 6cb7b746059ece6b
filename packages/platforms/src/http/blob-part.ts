/**
 * Bytes as a Blob part for multipart uploads. A Node Buffer may sit on a shared pool (ArrayBufferLike),
 * which the DOM's BlobPart type does not accept; a view over exactly its bytes is one.
 */
export function blobPart(bytes: Buffer): Uint8Array<ArrayBuffer> {
  return new Uint8Array(bytes) as Uint8Array<ArrayBuffer>;
}
