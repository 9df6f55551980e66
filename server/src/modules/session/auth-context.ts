import type { Actor, Role } from '@kairos/core';

/** Who is calling: resolved from the bearer token on every authenticated request. */
export interface AuthContext extends Actor {
  sessionId: string;
  userId: string;
  teamId: string;
  role: Role;
}
