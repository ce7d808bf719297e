// How a sign-in is shown to its owner: the device and browser read from the User-Agent, and the
// kind of network read from the address's range. Nothing is looked up over the network.
import { isIP } from 'node:net';

/** Device and browser of a User-Agent, in words a patient recognises. */
export function describeUserAgent(userAgent: string | null | undefined): {
  device: string;
  browser: string;
} {
  const ua = userAgent ?? '';
  return { device: deviceOf(ua), browser: browserOf(ua) };
}

function deviceOf(ua: string): string {
  if (/iPhone/.test(ua)) return 'iPhone';
  if (/iPad/.test(ua)) return 'iPad';
  if (/Android/.test(ua)) return /Mobile/.test(ua) ? 'Android phone' : 'Android tablet';
  if (/CrOS/.test(ua)) return 'Chromebook';
  if (/Windows/.test(ua)) return 'Windows computer';
  if (/Macintosh|Mac OS X/.test(ua)) return 'Mac';
  if (/Linux|X11/.test(ua)) return 'Linux computer';
  return 'Unknown device';
}

function browserOf(ua: string): string {
  const version = (pattern: RegExp) => pattern.exec(ua)?.[1]?.split('.')[0];
  const named = (name: string, pattern: RegExp) => {
    const major = version(pattern);
    return major ? `${name} ${major}` : name;
  };
  if (/Edg(e|A|iOS)?\//.test(ua)) return named('Edge', /Edg(?:e|A|iOS)?\/([\d.]+)/);
  if (/OPR\//.test(ua)) return named('Opera', /OPR\/([\d.]+)/);
  if (/SamsungBrowser\//.test(ua)) return named('Samsung Internet', /SamsungBrowser\/([\d.]+)/);
  if (/Firefox\/|FxiOS\//.test(ua)) return named('Firefox', /(?:Firefox|FxiOS)\/([\d.]+)/);
  if (/Chrome\/|CriOS\//.test(ua)) return named('Chrome', /(?:Chrome|CriOS)\/([\d.]+)/);
  if (/Safari\//.test(ua) && /Version\//.test(ua)) return named('Safari', /Version\/([\d.]+)/);
  return 'Unknown browser';
}

/** The address as four bytes (IPv4, also when mapped into IPv6), or null. */
function ipv4Bytes(ip: string): number[] | null {
  const v4 = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  if (isIP(v4) !== 4) return null;
  return v4.split('.').map(Number);
}

/**
 * Where a sign-in came from, by address range: this computer (loopback), a private network, or
 * unknown (a public address: no location database is consulted).
 */
export function describePlace(ip: string | null | undefined): string {
  if (!ip) return 'Unknown location';
  const v4 = ipv4Bytes(ip);
  if (v4) {
    const [a = 0, b = 0] = v4;
    if (a === 127) return 'This computer (loopback)';
    if (a === 10 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168))
      return 'Private network';
    if (a === 169 && b === 254) return 'Private network (link-local)';
    if (a === 100 && b >= 64 && b <= 127) return 'Private network (carrier)';
    return 'Unknown location';
  }
  if (isIP(ip) === 6) {
    const lower = ip.toLowerCase();
    if (lower === '::1') return 'This computer (loopback)';
    if (/^f[cd][0-9a-f]{2}:/.test(lower)) return 'Private network';
    if (/^fe[89ab][0-9a-f]:/.test(lower)) return 'Private network (link-local)';
  }
  return 'Unknown location';
}
