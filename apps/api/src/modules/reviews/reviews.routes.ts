import * as contract from '@tote/validation/contracts/reviews';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../contract-route';
import { currentUser } from '../../plugins/session';
import { createReviewsService } from './reviews.service';
import { senderProfile } from './sender-profile';

/** HTTP only: the contracts in @tote/validation/contracts/reviews, answered by reviews.service.ts. */
export const reviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.db, clock: app.clock, log: app.log.child({ module: 'reviews' }) };
  const reviews = createReviewsService(deps);

  app.route({
    ...routeOf(contract.getOrderReviews),
    handler: async (request) => reviews.getOrderReviews(currentUser(request), request.params.deliveryId),
  });

  app.route({
    ...routeOf(contract.writeReview),
    handler: async (request, reply) => {
      const answer = await reviews.writeReview(currentUser(request), request.params.deliveryId, request.body);
      return reply.code(201).send(answer);
    },
  });

  app.route({
    ...routeOf(contract.replyToReview),
    handler: async (request) =>
      reviews.replyToReview(currentUser(request), request.params.reviewId, request.body),
  });

  app.route({
    ...routeOf(contract.reportReview),
    handler: async (request) =>
      reviews.reportReview(currentUser(request), request.params.reviewId, request.body),
  });

  app.route({
    ...routeOf(contract.listAdminReviews),
    handler: async (request) => reviews.listAdminReviews(request.query),
  });

  app.route({
    ...routeOf(contract.hideReview),
    handler: async (request) =>
      reviews.hideReview(currentUser(request), request.params.reviewId, request.body),
  });

  app.route({
    ...routeOf(contract.dismissReviewReport),
    handler: async (request) => reviews.dismissReviewReport(currentUser(request), request.params.reviewId),
  });

  app.route({
    ...routeOf(contract.getSenderProfile),
    handler: async (request) => senderProfile(deps, currentUser(request), request.params.userId),
  });
};
