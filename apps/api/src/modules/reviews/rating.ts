import { RATING_PRIOR_MEAN, RATING_PRIOR_WEIGHT } from '@tote/validation/reviews';

/** Stars of a set of shown reviews: how many, and their sum. */
export interface StarTotals {
  count: number;
  sum: number;
}

/**
 * A profile's rating (docs/decisions/018-reviews.md): the Bayesian average
 *
 *   rating = (C × m + Σ stars) / (C + n)
 *
 * with n the person's shown reviews, C = RATING_PRIOR_WEIGHT and m the platform's mean of all shown reviews
 * (RATING_PRIOR_MEAN while there are none). One review moves a new profile only a sixth of the way from m, and
 * many reviews outweigh the prior. One decimal; 0 when the person has no shown review (a rating starts at 0).
 */
export function bayesianRating(person: StarTotals, platform: StarTotals): number {
  if (person.count === 0) return 0;
  const mean = platform.count > 0 ? platform.sum / platform.count : RATING_PRIOR_MEAN;
  const value = (RATING_PRIOR_WEIGHT * mean + person.sum) / (RATING_PRIOR_WEIGHT + person.count);
  return Math.round(value * 10) / 10;
}
