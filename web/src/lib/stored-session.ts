/**
 * What the browser keeps between visits: the session token and the current calendar id.
 * Spec: "Logout: session cleared, stored calendar emptied".
 */
const tokenKey = 'kairos.token';
const calendarIdKey = 'kairos.calendarId';

export function getToken(): string | null {
  return localStorage.getItem(tokenKey);
}

export function setToken(token: string): void {
  localStorage.setItem(tokenKey, token);
}

export function clearToken(): void {
  localStorage.removeItem(tokenKey);
}

export function getStoredCalendarId(): string | null {
  return localStorage.getItem(calendarIdKey);
}

export function setStoredCalendarId(calendarId: string): void {
  localStorage.setItem(calendarIdKey, calendarId);
}

/** Logout forgets both the token and the calendar; an expired session forgets only the token. */
export function clearSession(): void {
  clearToken();
  localStorage.removeItem(calendarIdKey);
}
