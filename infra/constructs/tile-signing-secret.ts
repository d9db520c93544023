import { Duration, RemovalPolicy, Validations } from 'aws-cdk-lib';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import { ROTATION_FUNCTIONS } from '../definitions';
import { AppFunction, type FunctionDefaults } from './app-function';
import { NAG_REASONS } from './nag-reasons';

export interface TileSigningSecretProps {
  stage: string;
  functionDefaults: FunctionDefaults;
  rotationDays: number;
}

/**
 * The HMAC key of the stage's tile URLs: a Secrets Manager secret whose value Secrets Manager generates (no key in
 * code, configuration or the table), rotated on a schedule by the product's rotation function. The readers accept
 * AWSCURRENT and AWSPREVIOUS, so a rotation never breaks a link on a map (they live an hour). Losing the secret only
 * invalidates links in flight, so it goes with the stack rather than being retained.
 */
export class TileSigningSecret extends Construct {
  readonly secret: Secret;
  readonly rotation: AppFunction;

  constructor(scope: Construct, id: string, props: TileSigningSecretProps) {
    super(scope, id);
    this.secret = new Secret(this, 'Secret', {
      description: `FieldWatch ${props.stage}: the HMAC key of map tile links`,
      generateSecretString: { passwordLength: 64, excludePunctuation: true, includeSpace: false },
      removalPolicy: RemovalPolicy.DESTROY,
    });
    this.rotation = new AppFunction(this, 'Rotation', {
      def: ROTATION_FUNCTIONS.tileKeyRotation,
      defaults: props.functionDefaults,
      description: `${props.stage} rotates the tile links' signing key`,
    });
    // Grants the function the rotation actions on this secret only, and lets Secrets Manager invoke it.
    this.secret.addRotationSchedule('Schedule', {
      rotationLambda: this.rotation,
      automaticallyAfter: Duration.days(props.rotationDays),
    });
    Validations.of(this.rotation).acknowledge({ id: 'AwsSolutions-IAM5[Resource::*]', reason: NAG_REASONS.randomPassword });
  }

  /** GetSecretValue on this secret only (any staging label): the functions that sign or verify tile links. */
  grantRead(fn: IFunction): void {
    fn.addToRolePolicy(new PolicyStatement({ actions: ['secretsmanager:GetSecretValue'], resources: [this.secret.secretArn] }));
  }
}
