import type { Actor } from './actor';

/**
 * The client's address, where a service records it (the audit log, a session): one field of the
 * options, never folded into the input or the actor (ADR 0070).
 */
export interface ClientAddress {
  ip: string;
  userAgent?: string;
}

/**
 * The one shape of a use-case service called by a transport (ADR 0070): `(deps, options)`, the
 * options holding who acts (`actor`; the owner alone, `{ userId }`, for the owner-only reads) and
 * what they ask (`input`, absent when there is none). A service that records the client's address
 * adds `client: ClientAddress`; a cancellable one adds `signal`.
 */
export type ServiceOptions<Input = never, Who = Actor> = { actor: Who } & InputOption<Input>;

/**
 * The same shape for a service a signed-out visitor may call too (sign-up, sign-in, the emailed
 * links, the public deletion form) or an operator's command: `actor`, when the service takes one,
 * is who is signed in on the request, if anyone; by default it takes none (ADR 0070).
 */
export type PublicServiceOptions<Input = never, Who = never> = {
  actor?: Who | undefined;
} & InputOption<Input>;

type InputOption<Input> = [Input] extends [never] ? { input?: never } : { input: Input };
