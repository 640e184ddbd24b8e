import type { AuthUser } from '@tp/domain';

/**
 * Spoofing (spec: sign-in-exams-and-shared §4, §6): an admin or faculty leader views the
 * tutor app as a tutor. The browser keeps the target (`Tutor-42`) and who is spoofing; the
 * HTTP client sends the target as `X-Spoof-User` on every call, and the server checks the
 * right to do so on each one. The state lives in sessionStorage (one tab spoofs, the others
 * do not) and the URL carries a `spoof=` marker, so a reload or a copied address shows it.
 */
export const SPOOF_QUERY_PARAM = 'spoof';
const STORAGE_KEY = 'tp.spoof';

/** `{Type}-{id}` as the spoof header takes it: the types the spec lets be spoofed. */
const TARGET_PATTERN = /^(Tutor|Employee|Student|Parent)-[1-9]\d*$/;

/** The user who started the spoof, as the server names them in `spoofedBy`. */
export interface Spoofer {
  id: number;
  firstName: string;
  lastName: string;
  /** Where "Return to dashboard" leads; known when the spoof started in this tab. */
  homeUrl?: string;
  /** The page the spoof was started from (a tutor's record, a team), to return to first. */
  returnUrl?: string;
}

export interface SpoofState {
  target: string;
  /** Null when the spoof came from a URL marker, before the session names the spoofer. */
  spoofer: Spoofer | null;
}

/** The signed-in user while spoofing: the target, with the spoofer in `spoofedBy`. */
export type PossiblySpoofedUser = AuthUser & { spoofedBy?: Spoofer | null };

export function isSpoofTarget(value: string): boolean {
  return TARGET_PATTERN.test(value);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function readSpoofer(value: unknown): Spoofer | null {
  if (!isRecord(value) || typeof value.id !== 'number') return null;
  const spoofer: Spoofer = {
    id: value.id,
    firstName: typeof value.firstName === 'string' ? value.firstName : '',
    lastName: typeof value.lastName === 'string' ? value.lastName : '',
  };
  if (typeof value.homeUrl === 'string') spoofer.homeUrl = value.homeUrl;
  const returnUrl = sameOriginPath(value.returnUrl);
  if (returnUrl) spoofer.returnUrl = returnUrl;
  return spoofer;
}

/**
 * `value` when it is a path on this origin (`/admin/tutors/4/show?tab=1`), else null: the page
 * to return to arrives in an address (`/spoof/Tutor-4?from=...`), so it must never lead away
 * from the product (`//evil.example`, `https://...`, `/\\evil.example`).
 */
export function sameOriginPath(value: unknown): string | null {
  if (typeof value !== 'string' || !value.startsWith('/') || /^\/[/\\]/.test(value)) return null;
  // No control characters (a line break would end the address in a header or a log).
  return [...value].some((char) => char.charCodeAt(0) < 0x20) ? null : value;
}

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    // A browser that refuses storage (privacy settings) cannot spoof across reloads.
    return null;
  }
}

function readStored(): SpoofState | null {
  const raw = storage()?.getItem(STORAGE_KEY);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as unknown;
    if (!isRecord(parsed) || typeof parsed.target !== 'string' || !isSpoofTarget(parsed.target)) {
      return null;
    }
    return { target: parsed.target, spoofer: readSpoofer(parsed.spoofer) };
  } catch {
    return null;
  }
}

function store(state: SpoofState | null): void {
  const target = storage();
  if (!target) return;
  if (state) target.setItem(STORAGE_KEY, JSON.stringify(state));
  else target.removeItem(STORAGE_KEY);
}

function urlMarker(): string | null {
  if (typeof window === 'undefined') return null;
  const marker = new URL(window.location.href).searchParams.get(SPOOF_QUERY_PARAM);
  return marker && isSpoofTarget(marker) ? marker : null;
}

/** `url` with the spoof marker set (or removed, for null), keeping its other parameters. */
export function withSpoofMarker(url: string, target: string | null): string {
  const parsed = new URL(url, 'http://marker.invalid');
  if (target) parsed.searchParams.set(SPOOF_QUERY_PARAM, target);
  else parsed.searchParams.delete(SPOOF_QUERY_PARAM);
  const path = `${parsed.pathname}${parsed.search}${parsed.hash}`;
  return parsed.origin === 'http://marker.invalid' ? path : `${parsed.origin}${path}`;
}

/**
 * The spoof this tab is in, or null. A valid marker in the address wins over what was stored
 * (an address opened in this tab names whom to view); the spoofer carries over when known.
 */
export function currentSpoof(): SpoofState | null {
  const stored = readStored();
  const marker = urlMarker();
  if (marker && marker !== stored?.target) {
    const state: SpoofState = { target: marker, spoofer: stored?.spoofer ?? null };
    store(state);
    return state;
  }
  return stored;
}

/** The `X-Spoof-User` value for the HTTP client's `getSpoof`; null when not spoofing. */
export function currentSpoofTarget(): string | null {
  return currentSpoof()?.target ?? null;
}

/** Starts spoofing `target` (`Tutor-42`) on behalf of `spoofer`; throws on a malformed target. */
export function startSpoof(target: string, spoofer: Spoofer | null = null): SpoofState {
  if (!isSpoofTarget(target)) throw new Error(`"${target}" is not a spoof target like Tutor-42.`);
  const state: SpoofState = { target, spoofer };
  store(state);
  return state;
}

/**
 * Ends the spoof: forgets it and takes the marker out of the address (without a navigation),
 * so the next call goes out as the spoofer again. Answers the ended state.
 */
export function endSpoof(): SpoofState | null {
  const ended = readStored();
  store(null);
  if (typeof window !== 'undefined' && urlMarker()) {
    window.history.replaceState(
      window.history.state,
      '',
      withSpoofMarker(window.location.href, null),
    );
  }
  return ended;
}

/** Who is spoofing this signed-in user (the server's `spoofedBy`), or null when nobody is. */
export function spooferOf(user: AuthUser | null): Spoofer | null {
  if (!user) return null;
  return readSpoofer((user as PossiblySpoofedUser).spoofedBy);
}

/**
 * The address "Return to dashboard" leads to once the spoof has ended: the page the spoof was
 * started from, else the spoofer's home when this tab knows it, else `/`, which sends the
 * (again real) user to theirs: /admin for admins.
 */
export function spooferHomeUrl(spoofer: Spoofer | null): string {
  return spoofer?.returnUrl ?? spoofer?.homeUrl ?? '/';
}
