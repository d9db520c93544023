// Lint: defects the type checker does not catch, the import boundaries between the areas, no import cycles, and
// the rules of React hooks in the web app. Formatting and style are not linted.
import { readdirSync } from 'node:fs';
import Module from 'node:module';
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import formatjs from 'eslint-plugin-formatjs';

// typescript-eslint runs on TypeScript's JavaScript API, which TypeScript 7 (the native compiler behind `tsc`) does
// not ship yet (typescript-eslint/typescript-eslint#10940). The devDependency `typescript6` is TypeScript 6.0
// installed under another name; inside this ESLint process every `typescript` import resolves to it. Drop this
// and the `typescript6` devDependency once typescript-eslint accepts the installed TypeScript.
const resolveFilename = Module._resolveFilename;
Module._resolveFilename = function resolveTypeScript6(request, ...rest) {
  const target = request === 'typescript' || request.startsWith('typescript/') ? `typescript6${request.slice(10)}` : request;
  return resolveFilename.call(this, target, ...rest);
};
const { default: tseslint } = await import('typescript-eslint');
const { importX } = await import('eslint-plugin-import-x');
const { createTypeScriptImportResolver } = await import('eslint-import-resolver-typescript');

const TS_FILES = ['**/*.{ts,tsx}'];

/** Areas of the repository and what each may import of ours; packages are always allowed. */
const BOUNDARIES = [
  // The browser app sees only the isomorphic shared code.
  { area: 'web', forbidden: ['functions', 'infra', 'test'] },
  // Lambda code reads its settings from shared/ and never reaches into the CDK app or the browser app.
  { area: 'functions', forbidden: ['infra', 'web', 'test'] },
  // Domain modules throw their own errors and know nothing of HTTP: the handler kit in lib/ maps them.
  { area: 'functions/core', forbidden: ['infra', 'web', 'test', 'functions/lib'] },
  // shared/ is imported by every area, so it imports none of them.
  { area: 'shared', forbidden: ['functions', 'infra', 'web', 'test'] },
  { area: 'infra', forbidden: ['functions', 'web', 'test'] },
  // The local stage runs the functions in process.
  { area: 'infra/local', forbidden: ['web', 'test'] },
];
// Later entries replace earlier ones for the files they match (functions/core/ within functions/, and so on).

function boundaryZone({ area, forbidden }) {
  const message = `${area}/ may not import this: see the import boundaries in eslint.config.js.`;
  return { target: `./${area}`, from: forbidden.map((other) => `./${other}`), message };
}

function boundary(entry) {
  return { files: [`${entry.area}/**`], rules: { 'import-x/no-restricted-paths': ['error', { zones: [boundaryZone(entry)] }] } };
}

/**
 * Inside the web app: a feature (web/src/features/<name>) imports lib/, components/, shared/ and its own files,
 * never another feature nor app/; app/ composes features into pages (a page takes another feature's piece as a
 * prop, and app/pages/ hands it in). lib/ and components/ import no feature.
 */
const FEATURES = './web/src/features';
const WEB_FEATURES = readdirSync(new URL(FEATURES, import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** The zones of web/src/ (they replace the web area's rule there, so they carry its zone too). */
function webZones() {
  const featureMessage = 'A feature imports lib/, components/ and shared/, never another feature nor app/: see the web boundaries in eslint.config.js.';
  return [
    boundaryZone(BOUNDARIES.find(({ area }) => area === 'web')),
    ...WEB_FEATURES.map((name) => ({
      target: `${FEATURES}/${name}`,
      from: FEATURES,
      except: [`./${name}`],
      message: featureMessage,
    })),
    { target: FEATURES, from: './web/src/app', message: featureMessage },
    {
      target: ['./web/src/lib', './web/src/components', './web/src/api'],
      from: FEATURES,
      message: 'lib/, components/ and api/ serve every feature and import none of them: see the web boundaries in eslint.config.js.',
    },
  ];
}

const webBoundaries = [{ files: ['web/src/**'], rules: { 'import-x/no-restricted-paths': ['error', { zones: webZones() }] } }];

export default defineConfig(
  globalIgnores(['**/node_modules/**', 'web/dist/**', 'cdk.out/**', '.local/**', 'test-results/**', '.fw-tmp/**']),

  {
    files: ['**/*.{js,mjs,ts,tsx}'],
    extends: [js.configs.recommended],
    plugins: { 'import-x': importX },
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { ...globals.node } },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' })],
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      'import-x/no-duplicates': 'error',
    },
  },

  {
    files: TS_FILES,
    extends: [tseslint.configs.recommended, importX.flatConfigs.typescript],
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
      // tsc already checks that imports resolve and that imported names exist; these would only repeat it, slower.
      'import-x/no-unresolved': 'off',
      'import-x/named': 'off',
      'import-x/namespace': 'off',
      'import-x/default': 'off',
      'import-x/no-named-as-default-member': 'off',
      // zod's named `z` export is a namespace object bundlers cannot tree-shake: it drags every locale and the JSON
      // schema tools into each Lambda and the web app (about 370 KB minified).
      'no-restricted-syntax': [
        'error',
        {
          selector: "ImportDeclaration[source.value='zod'][importKind!='type'] > ImportSpecifier[imported.name='z']",
          message: "Import zod as `import * as z from 'zod'`: the named `z` export defeats tree shaking.",
        },
      ],
    },
  },

  ...BOUNDARIES.map(boundary),
  ...webBoundaries,

  {
    // Isomorphic: runs in Lambda and in the browser.
    files: ['shared/**'],
    rules: {
      'import-x/no-nodejs-modules': 'error',
      'no-restricted-imports': ['error', { patterns: [{ group: ['@aws-sdk/*'], message: 'shared/ is isomorphic.' }] }],
    },
  },

  {
    files: ['web/src/**/*.{ts,tsx}', 'test/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },

  {
    // Every text on screen comes from a catalogue (shared/i18n): no literal text in JSX, nor in the props that
    // MUI shows as text. Numbers, names and codes are expressions, not literals.
    files: ['web/src/**/*.tsx'],
    plugins: { formatjs },
    rules: {
      'formatjs/no-literal-string-in-jsx': [
        'error',
        { props: { include: [['*', '{label,placeholder,title,helperText,primary,secondary,alt,aria-label,headerName,tooltip,emptyText,message}']] } },
      ],
    },
  },

  {
    files: ['web/src/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-nodejs-modules': 'error',
      'no-restricted-imports': ['error', { patterns: [{ group: ['@aws-sdk/*'], message: 'The browser app talks to the API, not to AWS.' }] }],
    },
  },
);
