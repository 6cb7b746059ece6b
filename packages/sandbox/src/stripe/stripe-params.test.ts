import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { StripeApiError } from './stripe-errors';
import {
  checkoutSessionCreateParams,
  priceCreateParams,
  subscriptionUpdateParams,
} from './stripe-param-schemas';
import { metadata, paramsFor, parseParams, text } from './stripe-params';

/**
 * The compile-time half: a parameter name the SDK's params type does not have fails to compile
 * (the `@ts-expect-error` lines would themselves fail `pnpm typecheck` if it ever compiled).
 */
const misspeltLineItems = checkoutSessionCreateParams.shape.line_items.element
  .extend({ prise: text() })
  .array();

export const compileChecks = [
  // @ts-expect-error: `emial` is not a CustomerCreateParams name
  paramsFor<Stripe.CustomerCreateParams>()({ email: text().optional(), emial: text().optional() }),
  // @ts-expect-error: `prise` is not a line item name, however deep
  paramsFor<Stripe.Checkout.SessionCreateParams>()({ line_items: misspeltLineItems }),
  // @ts-expect-error: a record where the SDK takes a list of strings (wrong type, known name)
  paramsFor<Stripe.CustomerCreateParams>()({ preferred_locales: metadata() }),
];

function refusal(run: () => unknown): Record<string, string> {
  try {
    run();
  } catch (error) {
    if (error instanceof StripeApiError) return error.body().error ?? {};
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('strict Stripe parameters', () => {
  it('reads form values as Stripe does: integers, booleans, nested lists', () => {
    expect(
      parseParams(priceCreateParams, {
        product: 'prod_1',
        unit_amount: '1200',
        currency: 'usd',
        recurring: { interval: 'year' },
      }),
    ).toMatchObject({ unit_amount: 1200, recurring: { interval: 'year' } });
    expect(
      parseParams(subscriptionUpdateParams, {
        items: [{ id: 'si_1', price: 'price_2' }],
        cancel_at_period_end: 'false',
      }),
    ).toEqual({ items: [{ id: 'si_1', price: 'price_2' }], cancel_at_period_end: false });
  });

  it('names an unknown parameter at any depth, before other problems', () => {
    expect(
      refusal(() =>
        parseParams(checkoutSessionCreateParams, {
          mode: 'payment',
          line_items: [
            { price_data: { currency: 'usd', product_data: { name: 'x', colour: 'red' } } },
          ],
        }),
      ),
    ).toEqual({
      type: 'invalid_request_error',
      code: 'parameter_unknown',
      param: 'line_items[0][price_data][product_data][colour]',
      message: 'Received unknown parameter: line_items[0][price_data][product_data][colour]',
    });
  });

  it('answers missing, empty, non-integer and out-of-list values in Stripe’s words', () => {
    const price = (input: Record<string, unknown>) =>
      refusal(() =>
        parseParams(priceCreateParams, {
          product: 'prod_1',
          currency: 'usd',
          unit_amount: '5',
          ...input,
        }),
      );
    expect(price({ currency: undefined })).toMatchObject({
      code: 'parameter_missing',
      param: 'currency',
      message: 'Missing required param: currency.',
    });
    expect(price({ product: '' })).toMatchObject({
      code: 'parameter_invalid_empty',
      param: 'product',
    });
    expect(price({ unit_amount: '12.5' })).toMatchObject({
      code: 'parameter_invalid_integer',
      message: 'Invalid integer: 12.5',
    });
    expect(price({ recurring: { interval: 'week' } })).toMatchObject({
      param: 'recurring[interval]',
      message: 'Invalid recurring[interval]: must be one of month, year',
    });
  });
});
