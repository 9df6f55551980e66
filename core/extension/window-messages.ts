/**
 * "Messages from the parent window are handled only if valid JSON with a specific origin marker." The
 * marker is ours (the spec does not show it): every message carries `source: 'kairos-extension'`.
 */
export const windowMessageMarker = 'kairos-extension';

/** Incoming actions: "getSettings, getHeight, getApiKey". */
export const windowMessageActions = ['getSettings', 'getHeight', 'getApiKey'] as const;
export type WindowMessageAction = (typeof windowMessageActions)[number];

/** The message, or null when it is not JSON, lacks the marker or asks for an unknown action. */
export function parseWindowMessage(data: unknown): { action: WindowMessageAction; payload?: unknown } | null {
  if (typeof data !== 'string') return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(data);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const { source, action, payload } = parsed as { source?: unknown; action?: unknown; payload?: unknown };
  if (source !== windowMessageMarker) return null;
  if (!(windowMessageActions as readonly unknown[]).includes(action)) return null;
  return { action: action as WindowMessageAction, payload };
}

/** Replies are "named after the action plus 'Response'". */
export function responseName(action: WindowMessageAction): string {
  return `${action}Response`;
}
