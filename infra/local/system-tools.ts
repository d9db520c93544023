import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/**
 * What the local stage needs from the machine besides Node: a Java 17+ runtime for DynamoDB Local. Checked before
 * any emulator starts, so a missing tool reads as one line instead of `Error: spawn java ENOENT`. On Debian or
 * Ubuntu, as root or with password-less sudo, a headless JRE is installed with apt-get, as the test command
 * installs Chromium.
 */
export const JAVA_MIN_MAJOR = 17;
/** Newest first: the first one apt knows is installed. */
export const JRE_PACKAGES = ['openjdk-17-jre-headless', 'openjdk-21-jre-headless', 'default-jre-headless'] as const;

export interface CommandResult {
  status: number | null;
  stdout: string;
  stderr: string;
  missing: boolean;
}
export type Runner = (command: string, args: readonly string[], options?: { inherit?: boolean }) => CommandResult;

export const runCommand: Runner = (command, args, options = {}) => {
  const result = spawnSync(command, args, { encoding: 'utf8', stdio: options.inherit ? ['ignore', 'inherit', 'inherit'] : 'pipe', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  const code = (result.error as NodeJS.ErrnoException | undefined)?.code;
  return { status: result.status, stdout: result.stdout ?? '', stderr: result.stderr ?? '', missing: code === 'ENOENT' };
};

/** The major version `java -version` reports ('1.8.0_392' is 8, '17.0.15' is 17), or null without Java. */
export function javaMajorVersion(run: Runner = runCommand): number | null {
  const result = run('java', ['-version']);
  if (result.missing || result.status !== 0) return null;
  const match = /version "(\d+)(?:\.(\d+))?/.exec(`${result.stderr}\n${result.stdout}`);
  if (!match) return null;
  const major = Number(match[1]);
  return major === 1 ? Number(match[2] ?? 0) : major;
}

export interface Machine {
  debian: boolean;
  root: boolean;
}

export function thisMachine(): Machine {
  return { debian: existsSync('/etc/debian_version'), root: process.getuid?.() === 0 };
}

export const JAVA_HINT =
  `The local stage needs Java ${JAVA_MIN_MAJOR} or newer for DynamoDB Local: install a JRE ` +
  `(Debian/Ubuntu: sudo apt-get install ${JRE_PACKAGES[0]}; macOS: brew install openjdk@${JAVA_MIN_MAJOR}; others: https://adoptium.net), then run npm start again.`;

/**
 * Resolves when Java 17+ is there, after installing it where that is possible; otherwise throws an Error whose
 * message is the one line to show.
 */
export function ensureJava(machine: Machine = thisMachine(), run: Runner = runCommand, log: (line: string) => void = console.log): void {
  const found = javaMajorVersion(run);
  if (found !== null && found >= JAVA_MIN_MAJOR) return;
  const sudo = machine.root ? null : run('sudo', ['-n', 'true']);
  const canInstall = machine.debian && (machine.root || (sudo !== null && !sudo.missing && sudo.status === 0));
  if (!canInstall) throw new Error(found === null ? JAVA_HINT : `Java ${found} is too old. ${JAVA_HINT}`);

  const apt = (args: string[]) => (machine.root ? run('apt-get', args, { inherit: true }) : run('sudo', ['-n', 'apt-get', ...args], { inherit: true }));
  log(`Installing a Java runtime for DynamoDB Local (Java ${JAVA_MIN_MAJOR}+ was ${found === null ? 'missing' : `${found}`})...`);
  apt(['update', '-qq']);
  const known = (pkg: string) => /Candidate: (?!\(none\))/.test(run('apt-cache', ['policy', pkg]).stdout);
  const pkg = JRE_PACKAGES.find(known);
  if (!pkg || apt(['install', '-y', '-qq', pkg]).status !== 0) throw new Error(`Installing Java failed. ${JAVA_HINT}`);
  const installed = javaMajorVersion(run);
  if (installed === null || installed < JAVA_MIN_MAJOR) throw new Error(`Java ${JAVA_MIN_MAJOR}+ is still not on the PATH. ${JAVA_HINT}`);
}
