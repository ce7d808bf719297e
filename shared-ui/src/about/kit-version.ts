import kitPackage from '../../package.json';

/**
 * The UI kit's semver version, from its package.json: every change to the kit bumps it (a patch for
 * a fix, a minor for anything added, a major when something the core exports changes or goes).
 */
export const KIT_VERSION: string = kitPackage.version;

/** The major version of `version` ('1.4.2' → 1), or NaN when it is not semver. */
export function kitMajor(version: string): number {
  const match = /^(\d+)\.\d+\.\d+/.exec(version);
  return match ? Number(match[1]) : Number.NaN;
}
