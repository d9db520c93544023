import { Duration, RemovalPolicy, Validations } from 'aws-cdk-lib';
import {
  BlockPublicAccess,
  Bucket,
  BucketEncryption,
  type CorsRule,
  type IBucket,
  ObjectOwnership,
} from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import { NAG_REASONS } from './nag-reasons';

export interface SecureBucketProps {
  /** Retain on stack deletion (production); otherwise the bucket and its objects are deleted with the stack. */
  retain: boolean;
  /** Server access logs go here under `logPrefix`. */
  accessLogs: { bucket: IBucket; prefix: string };
  expireAfterDays?: number;
  /** Only objects under this prefix expire; unset: every object. */
  expirePrefix?: string;
  cors?: CorsRule[];
  /**
   * Keep earlier versions of overwritten or deleted objects this many days (S3 versioning), so a mistaken overwrite
   * or delete can be undone; unset: unversioned.
   */
  keepNoncurrentVersionsDays?: number;
}

/** A private bucket: public access blocked, TLS enforced, S3-managed encryption, access logged, versioned on request. */
export class SecureBucket extends Bucket {
  constructor(scope: Construct, id: string, props: SecureBucketProps) {
    super(scope, id, {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      encryption: BucketEncryption.S3_MANAGED,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      serverAccessLogsBucket: props.accessLogs.bucket,
      serverAccessLogsPrefix: props.accessLogs.prefix,
      cors: props.cors,
      versioned: props.keepNoncurrentVersionsDays !== undefined,
      lifecycleRules: [
        { abortIncompleteMultipartUploadAfter: Duration.days(1) },
        ...(props.expireAfterDays ? [{ expiration: Duration.days(props.expireAfterDays), ...(props.expirePrefix ? { prefix: props.expirePrefix } : {}) }] : []),
        ...(props.keepNoncurrentVersionsDays !== undefined
          ? [{ noncurrentVersionExpiration: Duration.days(props.keepNoncurrentVersionsDays), expiredObjectDeleteMarker: true }]
          : []),
      ],
      removalPolicy: props.retain ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
      autoDeleteObjects: !props.retain,
    });
  }
}

export interface AccessLogBucketProps {
  retain: boolean;
  expireAfterDays: number;
  /** CloudFront standard logs need ACLs on the destination bucket. */
  allowCloudFrontLogs?: boolean;
}

/** Destination of S3 server access logs (and CloudFront logs) of a stack. */
export class AccessLogBucket extends Bucket {
  constructor(scope: Construct, id: string, props: AccessLogBucketProps) {
    super(scope, id, {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      encryption: BucketEncryption.S3_MANAGED,
      objectOwnership: props.allowCloudFrontLogs
        ? ObjectOwnership.BUCKET_OWNER_PREFERRED
        : ObjectOwnership.BUCKET_OWNER_ENFORCED,
      lifecycleRules: [{ expiration: Duration.days(props.expireAfterDays) }],
      removalPolicy: props.retain ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
      autoDeleteObjects: !props.retain,
    });
    Validations.of(this).acknowledge({ id: 'AwsSolutions-S1', reason: NAG_REASONS.accessLogBucket });
  }
}
