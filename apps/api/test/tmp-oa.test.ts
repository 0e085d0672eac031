import { test } from 'vitest';
import { buildTestApp } from './helper';
test('oa', async () => {
  const t = await buildTestApp();
  const app = (t as any).app ?? t;
  try { app.swagger(); } catch (e) { console.log('ERR', e); }
});
