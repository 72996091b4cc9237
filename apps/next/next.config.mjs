import { fileURLToPath } from 'node:url';

/** @type {import('next').NextConfig} */
const config = {
  reactStrictMode: true,
  // The workspace's root, where its lockfile and the kit's packages are.
  turbopack: { root: fileURLToPath(new URL('../..', import.meta.url)) },
};

export default config;
