import { connect } from 'node:net';

export interface RawAnswer {
  status: number;
  /** The body as text ('' when the connection closed without an answer). */
  body: string;
}

/**
 * Sends bytes over a plain TCP socket, exactly as given (no client fixes up a wrong
 * Content-Length or a cut-off body), and reads the answer until the server closes. For bodies a
 * well-behaved client would never send: a multipart upload cut off mid-file, a filename with a NUL.
 * `stop`: the client then stops sending (half-closes), as a client that gave up mid-upload.
 */
export function rawHttp(
  baseUrl: string,
  bytes: Buffer[],
  options: { stop?: boolean } = {},
): Promise<RawAnswer> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const socket = connect({ host: hostname, port: Number(port), allowHalfOpen: true });
    const received: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => received.push(chunk));
    socket.on('error', reject);
    // The server's end of the answer (the socket is half-open: 'close' would wait for ours too).
    socket.on('end', () => {
      socket.destroy();
      const text = Buffer.concat(received).toString('utf8');
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0);
      const head = text.indexOf('\r\n\r\n');
      let body = head >= 0 ? text.slice(head + 4) : '';
      // Chunked answers: keep the payload only (one chunk is all these small answers need).
      if (/transfer-encoding: chunked/i.test(text.slice(0, head))) {
        body = body.replace(/^[0-9a-f]+\r\n/i, '').replace(/\r\n0\r\n\r\n$/, '');
      }
      resolve({ status, body });
    });
    socket.on('connect', () => {
      for (const chunk of bytes) socket.write(chunk);
      if (options.stop) socket.end();
    });
  });
}

/**
 * The head of a POST /api/upload with the client's cookie and the given body length; null: the
 * body is sent chunked, its length unannounced.
 */
export function uploadHead(
  baseUrl: string,
  cookie: string,
  boundary: string,
  contentLength: number | null,
): Buffer {
  const { host } = new URL(baseUrl);
  const length =
    contentLength === null ? 'Transfer-Encoding: chunked' : `Content-Length: ${contentLength}`;
  return Buffer.from(
    `POST /api/upload HTTP/1.1\r\nHost: ${host}\r\nOrigin: ${baseUrl}\r\nCookie: ${cookie}\r\n` +
      `Content-Type: multipart/form-data; boundary=${boundary}\r\n` +
      `${length}\r\nConnection: close\r\n\r\n`,
  );
}

/** One file part of a multipart body; `fileName` is written raw (UTF-8), unescaped. */
export function filePart(boundary: string, fileName: string, type: string, data: Buffer): Buffer {
  return Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${fileName}"\r\n` +
        `Content-Type: ${type}\r\n\r\n`,
      'utf8',
    ),
    data,
    Buffer.from('\r\n'),
  ]);
}
