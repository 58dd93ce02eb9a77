/**
 * IP address parsing and the private/reserved ranges the URL checker refuses. IPv4 parsing
 * follows the WHATWG URL host rules, so '2130706433', '0x7f.1' and '0177.0.0.1' are all
 * 127.0.0.1, as a browser or fetch would read them.
 */

function parseIpv4Part(part: string): number | undefined {
  if (/^0x[0-9a-f]*$/i.test(part)) return part.length === 2 ? 0 : Number.parseInt(part.slice(2), 16);
  if (/^0[0-7]+$/.test(part)) return Number.parseInt(part.slice(1), 8);
  if (/^(0|[1-9]\d*)$/.test(part)) return Number(part);
  return undefined;
}

/** Whether a host's last label is numeric, meaning a URL parser must treat the host as IPv4. */
export function endsInNumber(host: string): boolean {
  const labels = host.split('.');
  if (labels[labels.length - 1] === '' && labels.length > 1) labels.pop();
  const last = labels[labels.length - 1] ?? '';
  return /^\d+$/.test(last) || /^0x[0-9a-f]*$/i.test(last);
}

/** An IPv4 host (1 to 4 decimal, octal or hex parts) as a 32-bit unsigned number, or undefined. */
export function parseIpv4(host: string): number | undefined {
  const parts = host.split('.');
  if (parts[parts.length - 1] === '' && parts.length > 1) parts.pop();
  if (parts.length === 0 || parts.length > 4) return undefined;
  const numbers = parts.map(parseIpv4Part);
  if (numbers.some((n) => n === undefined)) return undefined;
  const values = numbers as number[];
  const last = values.pop() ?? 0;
  if (values.some((n) => n > 255) || last >= 256 ** (4 - values.length)) return undefined;
  return values.reduce((sum, n, index) => sum + n * 256 ** (3 - index), last);
}

/** An IPv6 address (no brackets, no zone) as its eight 16-bit groups, or undefined. */
export function parseIpv6(address: string): number[] | undefined {
  const halves = address.split('::');
  if (halves.length > 2) return undefined;
  const parseSide = (side: string): number[] | undefined => {
    if (side === '') return [];
    const groups: number[] = [];
    const pieces = side.split(':');
    for (const [index, piece] of pieces.entries()) {
      if (index === pieces.length - 1 && piece.includes('.')) {
        if (!/^\d{1,3}(\.\d{1,3}){3}$/.test(piece)) return undefined;
        const v4 = piece.split('.').map(Number);
        if (v4.some((n) => n > 255)) return undefined;
        const [a = 0, b = 0, c = 0, d = 0] = v4;
        groups.push(a * 256 + b, c * 256 + d);
      } else if (/^[0-9a-f]{1,4}$/i.test(piece)) {
        groups.push(Number.parseInt(piece, 16));
      } else {
        return undefined;
      }
    }
    return groups;
  };
  const head = parseSide(halves[0] ?? '');
  const tail = halves.length === 2 ? parseSide(halves[1] ?? '') : [];
  if (!head || !tail) return undefined;
  if (halves.length === 1) return head.length === 8 ? head : undefined;
  const missing = 8 - head.length - tail.length;
  return missing >= 1 ? [...head, ...Array.from({ length: missing }, () => 0), ...tail] : undefined;
}

const ipv4 = (a: number, b: number, c: number, d: number) => ((a * 256 + b) * 256 + c) * 256 + d;

/** IPv4 ranges a public URL may not point at: this network, private, shared, loopback, link-local, documentation, benchmarking, multicast, reserved. */
export const BLOCKED_IPV4_RANGES: readonly { base: number; prefix: number; name: string }[] = [
  { base: ipv4(0, 0, 0, 0), prefix: 8, name: 'this network (0.0.0.0/8)' },
  { base: ipv4(10, 0, 0, 0), prefix: 8, name: 'private (10/8)' },
  { base: ipv4(100, 64, 0, 0), prefix: 10, name: 'shared address space (100.64/10)' },
  { base: ipv4(127, 0, 0, 0), prefix: 8, name: 'loopback (127/8)' },
  { base: ipv4(169, 254, 0, 0), prefix: 16, name: 'link-local (169.254/16)' },
  { base: ipv4(172, 16, 0, 0), prefix: 12, name: 'private (172.16/12)' },
  { base: ipv4(192, 0, 0, 0), prefix: 24, name: 'IETF protocol assignments (192.0.0/24)' },
  { base: ipv4(192, 0, 2, 0), prefix: 24, name: 'documentation (192.0.2/24)' },
  { base: ipv4(192, 168, 0, 0), prefix: 16, name: 'private (192.168/16)' },
  { base: ipv4(198, 18, 0, 0), prefix: 15, name: 'benchmarking (198.18/15)' },
  { base: ipv4(198, 51, 100, 0), prefix: 24, name: 'documentation (198.51.100/24)' },
  { base: ipv4(203, 0, 113, 0), prefix: 24, name: 'documentation (203.0.113/24)' },
  { base: ipv4(224, 0, 0, 0), prefix: 4, name: 'multicast (224/4)' },
  { base: ipv4(240, 0, 0, 0), prefix: 4, name: 'reserved and broadcast (240/4)' },
];

/** Whether a 32-bit IPv4 address is in a blocked (non-public) range. */
export function isBlockedIpv4(address: number): boolean {
  return BLOCKED_IPV4_RANGES.some(({ base, prefix }) => {
    const size = 2 ** (32 - prefix);
    return Math.floor(address / size) === Math.floor(base / size);
  });
}

/**
 * Whether an IPv6 address (eight groups) is non-public: unspecified, loopback, unique local
 * fc00::/7, link-local fe80::/10, site-local fec0::/10, multicast, documentation, or an
 * embedded IPv4 (mapped, compatible, NAT64, 6to4) that is itself blocked.
 */
export function isBlockedIpv6(groups: readonly number[]): boolean {
  const g = (index: number) => groups[index] ?? 0;
  const embedded = (high: number, low: number) => isBlockedIpv4(g(high) * 65536 + g(low));
  const zeroUpTo = (count: number) => groups.slice(0, count).every((group) => group === 0);
  if (zeroUpTo(8)) return true;
  if (zeroUpTo(7) && g(7) === 1) return true;
  if ((g(0) & 0xfe00) === 0xfc00) return true;
  if ((g(0) & 0xffc0) === 0xfe80 || (g(0) & 0xffc0) === 0xfec0) return true;
  if ((g(0) & 0xff00) === 0xff00) return true;
  if (g(0) === 0x2001 && g(1) === 0x0db8) return true;
  if (zeroUpTo(5) && (g(5) === 0xffff || g(5) === 0)) return embedded(6, 7);
  if (g(0) === 0x64 && g(1) === 0xff9b && groups.slice(2, 6).every((group) => group === 0)) return embedded(6, 7);
  if (g(0) === 0x2002) return embedded(1, 2);
  return false;
}
