// Share links (docs/api.md#share-links): s = "1." + base64url (no padding) of the UTF-8 compact
// JSON of the normalised scenario, every field present and keys in canonical order, so a link keeps
// its meaning even if a later version changes a default. Browser-safe (btoa, atob, TextEncoder).
import type { NormalisedScenario } from './scenario.js';

export const SHARE_VERSION = '1';
export const MAX_SHARE_LENGTH = 8192;

/** Bytes taken this many at a time into a binary string (an argument list's size stays small). */
const BINARY_CHUNK = 4096;

/** base64url of a text's UTF-8 bytes. A text of ASCII alone (the usual scenario) is its own byte
 *  string, so it goes to btoa as it is, without the bytes and a string made of them one character
 *  at a time (garbage on the event loop: docs/performance.md#the-cached-path). */
function toBase64Url(text: string): string {
  let binary = text;
  if (/[\u0080-\uffff]/.test(text)) {
    const bytes = new TextEncoder().encode(text);
    binary = '';
    for (let at = 0; at < bytes.length; at += BINARY_CHUNK) {
      binary += String.fromCharCode(...bytes.subarray(at, at + BINARY_CHUNK));
    }
  }
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array | undefined {
  if (!/^[A-Za-z0-9_-]*$/.test(text) || text.length % 4 === 1) return undefined;
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

export function encodeShare(scenario: NormalisedScenario): string {
  return `${SHARE_VERSION}.${toBase64Url(JSON.stringify(scenario))}`;
}

export type Decoded = { ok: true; value: unknown } | { ok: false; message: string };

/** The JSON value an `s` carries; it still has to be validated as a scenario. */
export function decodeShare(s: string): Decoded {
  if (s.length > MAX_SHARE_LENGTH) return { ok: false, message: `s is longer than ${MAX_SHARE_LENGTH} characters` };
  const dot = s.indexOf('.');
  if (dot < 0 || s.slice(0, dot) !== SHARE_VERSION)
    return { ok: false, message: `s must start with "${SHARE_VERSION}." (an unknown share-link version)` };
  const bytes = fromBase64Url(s.slice(dot + 1));
  if (!bytes) return { ok: false, message: 's is not valid base64url' };
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return { ok: false, message: 's does not hold UTF-8 text' };
  }
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false, message: 's does not hold JSON' };
  }
}

export function shareUrl(siteUrl: string, s: string): string {
  return `${siteUrl}/?s=${s}`;
}
