import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';

const config = [
  ...nextVitals,
  ...nextTypescript,
  {
    ignores: [
      '.next/**',
      '.data/**',
      'node_modules/**',
      'drizzle/**',
      'reports/**',
      'next-env.d.ts',
      'public/sw.js',
    ],
  },
  {
    rules: {
      // process.env is read in one place only (lib/env.ts); everything else asks that module.
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration through lib/env.ts.' },
      ],
    },
  },
  {
    files: [
      'lib/env.ts',
      'next.config.ts',
      'instrumentation.ts',
      // The process entry: it reads PORT before Next (and lib/env.ts) is loaded.
      'server.mjs',
      // Loaded by Next itself (cacheHandler), outside the app's bundle and its lib/env.ts.
      'server/**',
      // Worker threads: their own copy of the environment, outside the app's bundle.
      'lib/**/*-worker.mjs',
      'playwright.config.ts',
      'vitest.config.mts',
      'drizzle.config.ts',
      'tests/**',
      'scripts/**',
      'bench/**',
    ],
    rules: { 'no-restricted-properties': 'off' },
  },
  // The layers (STYLE.md): the domain never reaches into the React components.
  {
    files: ['lib/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/components/*', '**/components/*'],
              message: 'lib/ is the domain: move the shared type or rule into lib/.',
            },
          ],
        },
      ],
    },
  },
  // Route handlers and pages ask lib/ for data: they never open the database themselves.
  {
    files: ['app/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/db', '@/db/*', '**/db', '**/db/*'],
              message: 'app/ reaches the database through lib/: add or reuse a lib/ function.',
            },
          ],
        },
      ],
    },
  },
];

export default config;
