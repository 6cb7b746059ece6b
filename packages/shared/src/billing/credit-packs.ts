/**
 * The three fixed packs of /credits (spec 001 §9). They are products of the code, not of the admin:
 * their credits never expire ("Credits never expire" on /credits; ADR 0047).
 */
export const CREDIT_PACKS = [
  {
    id: 'starter',
    name: 'Starter Pack',
    credits: 300,
    priceCents: 1000,
    tagline: 'Perfect for individuals',
    highlighted: false,
  },
  {
    id: 'growth',
    name: 'Growth Pack',
    credits: 1000,
    priceCents: 2500,
    tagline: 'Best Value • Save 17%',
    highlighted: true,
  },
  {
    id: 'business',
    name: 'Business Pack',
    credits: 2500,
    priceCents: 5000,
    tagline: 'For growing businesses',
    highlighted: false,
  },
] as const;

export type CreditPack = (typeof CREDIT_PACKS)[number];
export type CreditPackId = CreditPack['id'];
export const CREDIT_PACK_IDS = CREDIT_PACKS.map((pack) => pack.id) as [
  CreditPackId,
  ...CreditPackId[],
];

export function findCreditPack(id: string): CreditPack | undefined {
  return CREDIT_PACKS.find((pack) => pack.id === id);
}
