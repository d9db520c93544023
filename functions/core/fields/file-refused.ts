/**
 * A field file that cannot be used, for a reason the user can act on: the upload job fails with this message and
 * the queue message is done (processing it again would give the same answer). Any other error is unexpected and
 * retried, and a file that keeps failing ends in the dead-letter queue.
 */
export class FileRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FileRefused';
  }
}
