import type { BucketKey, QueueKey } from '../definitions';

/** Physical names in the local stage (a deployed stage lets CloudFormation name its resources). */
export const LOCAL_PREFIX = 'fieldwatch-local';
export const tableName = () => `${LOCAL_PREFIX}-table`;
export const statsTableName = () => `${LOCAL_PREFIX}-stats`;
export const bucketName = (key: BucketKey) => `${LOCAL_PREFIX}-${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;
export const queueName = (key: QueueKey) => `${LOCAL_PREFIX}-${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;

/** The local stage's support address: the contact form's messages land in the local inbox under it. */
export const LOCAL_SUPPORT_EMAIL = 'support@fieldwatch.local';
