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
  /**
   * Optional: bytes [offset, offset + length) handed to a sink as they arrive, without joining them into one
   * array. Each attempt opens a fresh sink (a retry starts over); a sink that wants no more bytes says so and
   * the rest is read and dropped. Resolves with the number of bytes that arrived (fewer when the file ends first).
   */
  readStreaming?(offset: number, length: number, open: () => ByteSink): Promise<number>;
  /** The file size once known (after the first read), else undefined. */
  readonly size: number | undefined;
  close(): Promise<void>;
}

/** Takes a range's bytes chunk by chunk. */
export interface ByteSink {
  /** Takes the next bytes (the caller's until the sink is done with them); false once it needs no more. */
  write(chunk: Uint8Array): boolean;
  /** The range has ended. */
  end(): void;
  /** The attempt failed; another sink takes the retry. */
  abandon(): void;
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
