import { describe, expect, it } from 'vitest';
import { ensureJava, JAVA_HINT, javaMajorVersion, type CommandResult, type Runner } from '../../infra/local/system-tools';

const ok = (stdout = '', stderr = ''): CommandResult => ({ status: 0, stdout, stderr, missing: false });
const missing: CommandResult = { status: null, stdout: '', stderr: '', missing: true };

/** A machine whose commands answer from a script; records what was run. */
function machineWith(answers: Record<string, CommandResult | (() => CommandResult)>) {
  const calls: string[] = [];
  const run: Runner = (command, args) => {
    const line = [command, ...args].join(' ');
    calls.push(line);
    const key = Object.keys(answers).find((prefix) => line.startsWith(prefix));
    const answer = key ? answers[key] : missing;
    return typeof answer === 'function' ? answer() : (answer ?? missing);
  };
  return { run, calls };
}

describe('the local stage checks its system tools before starting', () => {
  it('reads the major version from java -version (old and new formats)', () => {
    expect(javaMajorVersion(machineWith({ java: ok('', 'openjdk version "17.0.15" 2025-04-15') }).run)).toBe(17);
    expect(javaMajorVersion(machineWith({ java: ok('', 'java version "1.8.0_392"') }).run)).toBe(8);
    expect(javaMajorVersion(machineWith({}).run)).toBeNull();
  });

  it('says in one line what to install when Java is missing and nothing can be installed (no stack trace)', () => {
    const { run, calls } = machineWith({ 'sudo -n true': { status: 1, stdout: '', stderr: 'a password is required', missing: false } });
    expect(() => ensureJava({ debian: true, root: false }, run, () => undefined)).toThrow(JAVA_HINT);
    expect(calls.some((line) => line.includes('apt-get'))).toBe(false);
    expect(JAVA_HINT).not.toContain('\n');
    expect(() => ensureJava({ debian: false, root: true }, machineWith({}).run, () => undefined)).toThrow(/needs Java 17 or newer/);
  });

  it('refuses a Java older than 17 with the same hint', () => {
    const { run } = machineWith({ java: ok('', 'openjdk version "11.0.2"') });
    expect(() => ensureJava({ debian: false, root: false }, run, () => undefined)).toThrow(/Java 11 is too old/);
  });

  it('installs a headless JRE with apt-get as root on Debian/Ubuntu, then starts', () => {
    let installed = false;
    const { run, calls } = machineWith({
      java: () => (installed ? ok('', 'openjdk version "17.0.15"') : missing),
      'apt-get update': ok(),
      'apt-cache policy openjdk-17-jre-headless': ok('openjdk-17-jre-headless:\n  Installed: (none)\n  Candidate: 17.0.15+6-1~deb12u1'),
      'apt-get install': () => {
        installed = true;
        return ok();
      },
    });
    const lines: string[] = [];
    ensureJava({ debian: true, root: true }, run, (line) => lines.push(line));
    expect(calls).toContain('apt-get install -y -qq openjdk-17-jre-headless');
    expect(lines[0]).toMatch(/Installing a Java runtime/);
  });

  it('uses password-less sudo when not root, and does nothing when Java 17+ is there', () => {
    let installed = false;
    const { run, calls } = machineWith({
      java: () => (installed ? ok('', 'openjdk version "21.0.1"') : missing),
      'sudo -n true': ok(),
      'sudo -n apt-get update': ok(),
      'apt-cache policy openjdk-17-jre-headless': ok('Candidate: (none)'),
      'apt-cache policy openjdk-21-jre-headless': ok('Candidate: 21.0.1'),
      'sudo -n apt-get install': () => {
        installed = true;
        return ok();
      },
    });
    ensureJava({ debian: true, root: false }, run, () => undefined);
    expect(calls).toContain('sudo -n apt-get install -y -qq openjdk-21-jre-headless');

    const present = machineWith({ java: ok('', 'openjdk version "17.0.15"') });
    ensureJava({ debian: true, root: true }, present.run, () => undefined);
    expect(present.calls).toEqual(['java -version']);
  });
});
