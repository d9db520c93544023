import * as z from 'zod';

/**
 * The account checks a deploy runs before anything else of a stage changes (infra/stacks/checks-stack.ts builds them,
 * functions/events/deploy-check.ts runs them). Each custom resource carries one check as its properties; CloudFormation
 * hands them to the function as strings.
 */
export const SesIdentityCheck = z.object({
  Check: z.literal('ses-identity'),
  /** Region of the identity (`auth.email.sesRegion`). */
  Region: z.string().min(1),
  /** The verified domain, else the sender's address. */
  Identity: z.string().min(1),
  /** 'true': the account must also be out of the SES sandbox in that region. */
  ProductionAccess: z.enum(['true', 'false']),
});

export const LambdaConcurrencyCheck = z.object({
  Check: z.literal('lambda-concurrency'),
  Stage: z.string().min(1),
  /** Executions the stage reserves (the sum of `lambda.reservedConcurrency`). */
  Reserved: z.coerce.number().int().min(0),
  /** The quota the account must have: Reserved plus the stage's headroom. */
  Required: z.coerce.number().int().min(1),
});

export const DeployCheckProperties = z.discriminatedUnion('Check', [SesIdentityCheck, LambdaConcurrencyCheck]);
export type DeployCheck = z.infer<typeof DeployCheckProperties>;

/** Service Quotas' code of Lambda's "Concurrent executions" quota, for the increase request. */
export const LAMBDA_CONCURRENCY_QUOTA_CODE = 'L-B99A9384';
