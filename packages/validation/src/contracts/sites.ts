import { defineRoute } from '../contract';
import { SiteMapSchema } from '../sites';

// Public, and it takes no input.
const tags = ['platform'] as const;

export const getSiteMap = defineRoute({
  operationId: 'getSiteMap',
  method: 'GET',
  path: '/sites',
  access: 'public',
  tags,
  summary: 'Origin of every app (the same map each index.html carries in its tote-sites meta tag)',
  status: 200,
  response: SiteMapSchema,
  errors: [],
});
