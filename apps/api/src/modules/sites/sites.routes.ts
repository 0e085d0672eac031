import { SiteMapSchema } from '@tote/validation/sites';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

export const sitesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/sites',
    {
      config: { access: 'public' },
      schema: {
        tags: ['platform'],
        summary: 'Origin of every app (the same map each index.html carries in its tote-sites meta tag)',
        params: z.object({}),
        querystring: z.object({}),
        response: { 200: SiteMapSchema },
      },
    },
    async () => app.siteMap,
  );
};
