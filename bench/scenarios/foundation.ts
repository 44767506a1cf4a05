import type { Scenario } from './types';

export const foundationScenarios: Scenario[] = [
  { name: 'GET /api/health', prepare: async () => ({ method: 'GET', path: '/api/health' }) },
  {
    name: 'GET / (landing page)',
    prepare: async () => ({ method: 'GET', path: '/', headers: { accept: 'text/html' } }),
  },
];
