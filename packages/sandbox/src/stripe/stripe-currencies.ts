import { invalidRequest } from './stripe-errors';

/**
 * The currencies Stripe accepts for payments (its presentment currencies) and the minimum charge
 * of those its documentation lists (https://docs.stripe.com/currencies#minimum-and-maximum-charge-amounts),
 * in the currency's minor unit. For the other currencies Stripe's minimum is "the equivalent of
 * $0.50", an exchange rate the simulator does not know: it checks none for them.
 */
const SUPPORTED = new Set(
  (
    'usd aed afn all amd ang aoa ars aud awg azn bam bbd bdt bgn bhd bif bmd bnd bob brl bsd bwp ' +
    'byn bzd cad cdf chf clp cny cop crc cve czk djf dkk dop dzd egp etb eur fjd fkp gbp gel gip ' +
    'gmd gnf gtq gyd hkd hnl htg huf idr ils inr isk jmd jod jpy kes kgs khr kmf krw kwd kyd kzt ' +
    'lak lbp lkr lrd lsl mad mdl mga mkd mmk mnt mop mur mvr mwk mxn myr mzn nad ngn nio nok npr ' +
    'nzd omr pab pen pgk php pkr pln pyg qar ron rsd rub rwf sar sbd scr sek sgd shp sle sos srd ' +
    'std szl thb tjs tnd top try ttd twd tzs uah ugx uyu uzs vnd vuv wst xaf xcd xof xpf yer zar zmw'
  ).split(' '),
);

export const MINIMUM_CHARGE: Readonly<Record<string, number>> = {
  usd: 50,
  aed: 200,
  aud: 50,
  bgn: 100,
  brl: 50,
  cad: 50,
  chf: 50,
  czk: 1_500,
  dkk: 250,
  eur: 50,
  gbp: 30,
  hkd: 400,
  huf: 17_500,
  inr: 50,
  jpy: 50,
  mxn: 1_000,
  myr: 200,
  nok: 300,
  nzd: 50,
  pln: 200,
  ron: 200,
  sek: 300,
  sgd: 50,
  thb: 1_000,
};

const ZERO_DECIMAL = new Set(
  'bif clp djf gnf jpy kmf krw mga pyg rwf ugx vnd vuv xaf xof xpf'.split(' '),
);

/** The currency as Stripe stores it (lowercase), or Stripe's refusal of an unknown one. */
export function checkedCurrency(currency: string, param: string): string {
  const code = currency.toLowerCase();
  if (SUPPORTED.has(code)) return code;
  throw invalidRequest(
    `Invalid currency: ${currency}. Stripe currently supports these currencies: ${[...SUPPORTED].join(', ')}`,
    param,
  );
}

/** An amount as Stripe writes it in its messages: `$0.50 usd`, `¥50 jpy`. */
function shown(amount: number, currency: string): string {
  const major = ZERO_DECIMAL.has(currency) ? amount : amount / 100;
  const text = new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: currency.toUpperCase(),
    currencyDisplay: 'narrowSymbol',
  }).format(major);
  return `${text} ${currency}`;
}

/**
 * Stripe refuses a Checkout Session whose total is under the currency's minimum charge (a free
 * subscription, total 0, is allowed: nothing is charged).
 */
export function checkMinimumTotal(
  total: number,
  currency: string,
  mode: 'payment' | 'subscription',
): void {
  const minimum = MINIMUM_CHARGE[currency];
  if (minimum === undefined || total >= minimum) return;
  if (mode === 'subscription' && total === 0) return;
  throw invalidRequest(
    `The Checkout Session's total amount due must add up to at least ${shown(minimum, currency)}`,
    undefined,
    'amount_too_small',
  );
}
