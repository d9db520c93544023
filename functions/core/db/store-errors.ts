/**
 * What an ElectroDB call failed with at DynamoDB: the client's error is the ElectroError's cause. One place for the
 * check the conditional writes need (an item already there, a state that moved on).
 */
export const failedBecause = (error: unknown, name: string): boolean => (error as { cause?: { name?: string } }).cause?.name === name;

/** The write's condition did not hold. */
export const isConditionFailure = (error: unknown): boolean => failedBecause(error, 'ConditionalCheckFailedException');
