/**
 * How long a deletion may go on in this invocation. Each step checks it before a page of work (a Query and its
 * deletes, an S3 listing and its deletes); once it is spent the deletion stops between pages, and the rest is sent
 * on. At least one page is done per invocation, so a deletion always moves forward.
 */
export class DeletionBudget {
  private pages = 0;

  constructor(private readonly hasTime: () => boolean = () => true) {}

  /** Before a page of work: throws OutOfTime when the time is spent and this invocation has done a page already. */
  beforePage(): void {
    if (this.pages > 0 && !this.hasTime()) throw new OutOfTime();
    this.pages += 1;
  }
}

/** The deletion stopped between two pages of work: everything done is kept, the rest is done by the next run. */
export class OutOfTime extends Error {
  constructor() {
    super('The deletion ran out of time; the rest is done by its next run');
  }
}
