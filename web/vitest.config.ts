import { defineProject } from 'vitest/config';
import { precompiledMessages } from './vite-plugin-messages.ts';

/**
 * Web tests sit beside the code (`*.test.ts(x)`). Logic runs in the node environment; the
 * "source" condition makes '@conf/common' resolve to its TypeScript source (Vitest's default
 * conditions are kept after it).
 */
export default defineProject({
  plugins: [precompiledMessages()],
  resolve: { conditions: ['source', 'module', 'node', 'development|production'] },
  ssr: { resolve: { conditions: ['source', 'module', 'node', 'development|production'] } },
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'node',
  },
});
