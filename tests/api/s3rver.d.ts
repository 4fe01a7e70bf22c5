/** The part of s3rver 3.7 (no types of its own) that tests/api/s3Server.ts uses. */
declare module 's3rver' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  interface S3rverOptions {
    directory: string;
    silent?: boolean;
    configureBuckets?: { name: string; configs: (string | Buffer)[] }[];
  }

  export default class S3rver {
    constructor(options: S3rverOptions);
    /** Creates the configured buckets (run() does it before listening). */
    configureBuckets(): Promise<void>;
    /** Koa's request handler, for a server the caller listens with. */
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
  }
}
