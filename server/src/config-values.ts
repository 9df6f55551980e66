/** Reading configuration values from the environment, with clear errors. */
export type Env = Record<string, string | undefined>;

export function integer(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0)
    throw new Error(`${name} must be a non-negative integer, got '${raw}'`);
  return value;
}

export function flag(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name]?.trim().toLowerCase();
  if (raw === undefined || raw === '') return fallback;
  return ['1', 'true', 'yes', 'on'].includes(raw);
}

export function atLeast(minimum: number, name: string, value: number): number {
  if (value < minimum) throw new Error(`${name} must be at least ${minimum}, got '${value}'`);
  return value;
}
