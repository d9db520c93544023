/**
 * Where COG bytes come from (a local file or an HTTP URL) and how many were read. One `ReadMeter` is shared by
 * every source of one engine request, so that a request can never read more than its byte budget.
 */
import { ByteBudgetExceededError } from '../errors';

export interface ByteSource {
  /** A path or URL, for messages and logs. */
  readonly url: string;
  /**
   * Bytes [offset, offset + length). Fewer bytes come back only when the file ends first; callers that need every
   * byte (tile data) check the length and report a truncated file.
   */
  read(offset: number, length: number): Promise<Uint8Array>;
  /** The file size once known (after the first read), else undefined. */
  readonly size: number | undefined;
  close(): Promise<void>;
}

export interface ReadFigures {
  bytesRead: number;
  requests: number;
}

export class ReadMeter implements ReadFigures {
  bytesRead = 0;
  requests = 0;
  private reserved = 0;

  /** @param budgetBytes the most bytes the request may read, all sources together. */
  constructor(readonly budgetBytes: number = Number.POSITIVE_INFINITY) {}

  /** Reserves `length` bytes before a read is issued; throws when the budget would be exceeded. */
  reserve(length: number): void {
    const wanted = this.bytesRead + this.reserved + length;
    if (wanted > this.budgetBytes) throw new ByteBudgetExceededError(this.budgetBytes, wanted);
    this.reserved += length;
  }

  /** Settles a reservation with the bytes that actually arrived. */
  settle(reservedLength: number, receivedLength: number): void {
    this.reserved -= reservedLength;
    this.bytesRead += receivedLength;
    this.requests += 1;
  }

  figures(): ReadFigures {
    return { bytesRead: this.bytesRead, requests: this.requests };
  }
}
