import { createConfig, lintFromString } from '@redocly/openapi-core';
import { it } from 'vitest';
import { buildTestApp } from './helper';
it('probe', async () => {
  const t = await buildTestApp();
  const doc = await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' });
  await (await import('node:fs/promises')).writeFile('/tmp/cb/openapi-before.json', doc.body);
  const config = await createConfig({ extends: ['recommended'] });
  const problems = await lintFromString({ source: doc.body, absoluteRef: 'openapi.json', config });
  const lines = problems.map((p) => `${p.severity} ${p.ruleId} ${p.location[0]?.pointer} ${p.message}`);
  await (await import('node:fs/promises')).writeFile('/tmp/cb/lint-before.txt', lines.join('\n'));
  await t.close();
}, 60000);
