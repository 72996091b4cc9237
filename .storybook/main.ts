import type { StorybookConfig } from '@storybook/react-vite';
import { defaultClientConditions } from 'vite';

// Written by hand for Storybook 10 (`storybook init` does not support this setup; see TOOLCHAIN.md).
const config: StorybookConfig = {
  stories: ['../packages/*/src/**/*.stories.tsx'],
  framework: { name: '@storybook/react-vite', options: {} },
  // Telemetry waits on DNS lookups that fail on a closed network: 13 s per build instead of 3 s.
  core: { disableTelemetry: true },
  typescript: { reactDocgen: 'react-docgen' },
  viteFinal(viteConfig) {
    // Workspace packages resolve to their TypeScript sources, as in the tests, so stories need no build.
    viteConfig.resolve ??= {};
    viteConfig.resolve.conditions = ['source', ...defaultClientConditions];
    return viteConfig;
  },
};

export default config;
