// `npm run release` (build first: the npm script does): publishes every package whose version is not on the registry
// yet, from the tarball scripts/packaging/pack.ts makes, then tags those versions in git (`changeset tag`).
// Versions and changelogs come before, from `npx changeset version` in a reviewed commit.
// This replaces `changeset publish`, which runs `npm publish` in each package folder and would ship the workspace
// manifest (its `source` conditions); publishing a tarball sends exactly the manifest inside it.
//
//   npm run release -- [--dry-run] [--tag next] [--provenance] [--otp 123456]
import { execFileSync, spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { packPackages } from './pack.js';
import { repoRoot } from './workspace.js';

const passThrough = process.argv.slice(2);
const dryRun = passThrough.includes('--dry-run');

/** Whether the registry already has `name@version`; a package it has never seen answers E404. */
function isPublished(name: string, version: string): boolean {
  const answer = spawnSync('npm', ['view', `${name}@${version}`, 'version', '--json'], { cwd: repoRoot, encoding: 'utf8' });
  if (answer.status === 0) return answer.stdout.trim() !== '';
  if (/E404/.test(answer.stderr)) return false;
  throw new Error(`npm view ${name}@${version} failed: ${answer.stderr.trim()}`);
}

const packed = packPackages(join(repoRoot, '.release'));
const pending = packed.filter((pkg) => !isPublished(pkg.name, pkg.version));
if (pending.length === 0) console.log('Every package version is already on the registry: nothing to publish.');
for (const pkg of pending) {
  console.log(`publishing ${pkg.name}@${pkg.version}${dryRun ? ' (dry run)' : ''}`);
  execFileSync('npm', ['publish', pkg.tarball, '--access', 'public', ...passThrough], { cwd: repoRoot, stdio: 'inherit' });
}
if (pending.length > 0 && !dryRun) execFileSync('npx', ['changeset', 'tag'], { cwd: repoRoot, stdio: 'inherit' });
