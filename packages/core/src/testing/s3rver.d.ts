// s3rver ships no types; this describes only what the S3 driver's integration test uses.
declare module 's3rver' {
  import type { AddressInfo } from 'node:net';

  interface S3rverOptions {
    address?: string;
    /** 0 lets the OS pick a free port; `run()` resolves with the one chosen. */
    port?: number;
    silent?: boolean;
    /** Where buckets and objects are kept on disk. */
    directory?: string;
    configureBuckets?: { name: string }[];
  }

  /** The S3 event-notification record s3rver emits after each object write or delete. */
  interface S3rverEvent {
    Records: { eventName: string; s3: { bucket: { name: string }; object: { key: string } } }[];
  }

  class S3rver {
    constructor(options?: S3rverOptions);
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
    on(event: 'event', listener: (event: S3rverEvent) => void): this;
  }

  export = S3rver;
}
