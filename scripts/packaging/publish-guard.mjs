// prepublishOnly of every publishable package: `npm publish` run in a package folder would ship the workspace
// manifest, whose `source` export conditions point at TypeScript files. Releases publish the tarballs that
// scripts/packaging/pack.mjs builds (npm runs no lifecycle script when publishing a tarball), so this only stops
// a publish that took the wrong road, `changeset publish` included.
console.error(
  `${process.env.npm_package_name ?? 'this package'}: publish with \`npm run release\` (it packs a manifest without the workspace's \`source\` conditions), not \`npm publish\` in a package folder.`,
);
process.exit(1);
