/** Who is calling: loaded once per request from the session, passed to every service. */
export interface Actor {
  userId: string;
  isAdmin: boolean;
  /** Names of every permission the actor's roles grant. */
  permissions: readonly string[];
}
