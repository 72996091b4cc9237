import { fileURLToPath } from 'node:url';

/** @type {import('next').NextConfig} */
const config = {
  reactStrictMode: true,
  // On, as in a new create-next-app app: the pages read the request inside <Suspense> (see src/app/page.tsx).
  cacheComponents: true,
  // The workspace's root, where its lockfile and the kit's packages are.
  turbopack: { root: fileURLToPath(new URL('../..', import.meta.url)) },
};

export default config;
