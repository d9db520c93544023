import { join } from 'node:path';
import { Duration, type RemovalPolicy, Validations } from 'aws-cdk-lib';
import { Architecture, Runtime, Tracing } from 'aws-cdk-lib/aws-lambda';
import { Charset, NodejsFunction, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, type RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import { ENV, type FunctionDef } from '../definitions';
import { NAG_REASONS } from './nag-reasons';

/** What every function of a stage shares; built once from the stage config. */
export interface FunctionDefaults {
  /** Repository root: entries, `package-lock.json` and `tsconfig.json` resolve from it. */
  projectRoot: string;
  stage: string;
  logRetention: RetentionDays;
  logRemovalPolicy: RemovalPolicy;
  tracing: boolean;
  logLevel: string;
  /** Memory by function name, replacing the definition's. */
  memoryMb: Record<string, number>;
}

export interface AppFunctionProps {
  def: FunctionDef;
  defaults: FunctionDefaults;
  environment?: Record<string, string>;
  description?: string;
  reservedConcurrentExecutions?: number;
}

/**
 * ESM bundles on Node 22 and arm64 need `require` for the CommonJS dependencies esbuild inlines (their dynamic
 * `require` of node built-ins fails in an ES module otherwise).
 */
const REQUIRE_SHIM =
  "import { createRequire as __appCreateRequire } from 'node:module'; const require = __appCreateRequire(import.meta.url);";

/**
 * The functions that place fields (create, reshape, upload) read the offline admin-area data beside their bundle
 * (functions/core/fields/admin-areas.ts reads ./geo/ relative to its module, which is the bundle once built).
 */
const ADMIN_AREAS_FUNCTIONS = new Set(['fields', 'field-parser']);
const ADMIN_AREAS_FILE = 'functions/core/fields/geo/admin-areas.json.gz';

/**
 * The functions that write PDF files (the field report, the season comparison) read the embedded fonts and their
 * metrics beside their bundle (functions/core/pdf/font.ts reads ./fonts/ relative to its module).
 */
const PDF_FONT_FUNCTIONS = new Set(['monitoring']);
const PDF_FONTS_DIR = 'functions/core/pdf/fonts';

/**
 * Every function answers in the caller's language: the API's catalogues ship beside the bundle, parsed at bundling
 * time into ./i18n/<language>.json (compile-api-catalogues.mjs), rather than bundled five times over; the bundle
 * takes FormatJS's parser-less build (ICU_PARSER_ALIAS), since it formats parsed messages only.
 */
const API_CATALOGUES_DIR = 'shared/i18n/api';
const COMPILE_CATALOGUES = 'infra/constructs/compile-api-catalogues.mjs';
export const ICU_PARSER_ALIAS = { '@formatjs/icu-messageformat-parser': '@formatjs/icu-messageformat-parser/no-parser.js' };

/** The files a function reads beside its bundle, copied into its asset after bundling. */
function assetCommands(name: string, inputDir: string, outputDir: string): string[] {
  const commands: string[] = [`node "${inputDir}/${COMPILE_CATALOGUES}" "${inputDir}/${API_CATALOGUES_DIR}" "${outputDir}/i18n"`];
  if (ADMIN_AREAS_FUNCTIONS.has(name)) commands.push(`mkdir -p "${outputDir}/geo"`, `cp "${inputDir}/${ADMIN_AREAS_FILE}" "${outputDir}/geo/"`);
  if (PDF_FONT_FUNCTIONS.has(name)) commands.push(`mkdir -p "${outputDir}/fonts"`, `cp "${inputDir}/${PDF_FONTS_DIR}/"* "${outputDir}/fonts/"`);
  return commands;
}

/**
 * A product Lambda with the runtime pinned: Node 22 on arm64, an ESM bundle (minified, with source maps, AWS SDK v3
 * from the runtime), its own log group with the stage's retention, and the stage's common environment.
 */
export class AppFunction extends NodejsFunction {
  readonly def: FunctionDef;

  constructor(scope: Construct, id: string, props: AppFunctionProps) {
    const { def, defaults } = props;
    const logGroup = new LogGroup(scope, `${id}Logs`, {
      retention: defaults.logRetention,
      removalPolicy: defaults.logRemovalPolicy,
    });
    super(scope, id, {
      entry: join(defaults.projectRoot, def.entry),
      handler: 'handler',
      projectRoot: defaults.projectRoot,
      depsLockFilePath: join(defaults.projectRoot, 'package-lock.json'),
      runtime: Runtime.NODEJS_22_X,
      architecture: Architecture.ARM_64,
      memorySize: defaults.memoryMb[def.name] ?? def.memoryMb,
      timeout: Duration.seconds(def.timeoutSeconds),
      description: props.description ?? `${defaults.stage} ${def.name}`,
      reservedConcurrentExecutions: props.reservedConcurrentExecutions,
      logGroup,
      tracing: defaults.tracing ? Tracing.ACTIVE : undefined,
      environment: {
        NODE_OPTIONS: '--enable-source-maps',
        LOG_LEVEL: defaults.logLevel,
        POWERTOOLS_SERVICE_NAME: def.name,
        [ENV.stage]: defaults.stage,
        ...props.environment,
      },
      bundling: {
        format: OutputFormat.ESM,
        mainFields: ['module', 'main'],
        target: 'node22',
        minify: true,
        sourceMap: true,
        sourcesContent: false,
        charset: Charset.UTF8,
        banner: REQUIRE_SHIM,
        externalModules: ['@aws-sdk/*'],
        esbuildArgs: Object.fromEntries(Object.entries(ICU_PARSER_ALIAS).map(([from, to]) => [`--alias:${from}`, to])),
        commandHooks: {
          beforeBundling: () => [],
          beforeInstall: () => [],
          afterBundling: (inputDir: string, outputDir: string) => assetCommands(def.name, inputDir, outputDir),
        },
      },
    });
    this.def = def;

    Validations.of(this).acknowledge(
      {
        id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
        reason: NAG_REASONS.lambdaBasicExecution,
      },
      { id: 'AwsSolutions-L1', reason: NAG_REASONS.node22Pinned },
      ...(defaults.tracing ? [{ id: 'AwsSolutions-IAM5[Resource::*]', reason: NAG_REASONS.xray }] : []),
    );
  }
}
